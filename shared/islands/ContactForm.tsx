import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  CALL_TIMES,
  DEFAULT_TOPIC,
  FIELDS,
  isTopic,
  MESSAGES,
  PLACEHOLDERS,
  QUERY,
  REQUIRED_NOTE,
  statusIds,
  TOPICS,
  type FormStatus,
} from '../contact.ts';
import type { ContactContent, TopicValue } from '../content/types.ts';
import { clearSelectedTopic, selectedTopic } from '../topic-store.ts';
import { CHECKED_FIELDS, fieldError, fieldErrors, type CheckedField, type FieldErrors } from './field-errors.ts';
import { FormField } from './FormField.tsx';
import { FORM_EVENTS } from '../stats.ts';
import { sendFormEvent } from './beacon.ts';
import { fetchToken, looksLikeSpam, mockSend, renewToken, sendForm, tokenIsOld } from './send-form.ts';
import { TopicSelect } from './TopicSelect.tsx';

export interface ContactFormProps {
  /** Prefix of every element id in the form (ids are passed in, not made by useId). */
  idPrefix: string;
  /** Where the form posts: FORM_PATH, or an absolute URL on a form server. */
  action: string;
  /** Where a fresh signed token is fetched. */
  tokenUrl: string;
  /** `mock`: simulate the send. */
  mode: 'live' | 'mock';
  /** The server-signed token of this form load. */
  token: string;
  /** Milliseconds since the epoch when the form was rendered, as a string. */
  startTime: string;
  /** Pre-selected topic (from `?anliegen=`); '' shows the placeholder. */
  initialTopic: TopicValue | '';
  /** Result of a no-JavaScript post, shown after the 303. */
  initialStatus: 'idle' | 'success' | 'error';
  labels: ContactContent['labels'];
  /** Where the form reports being seen and started to the site's statistics; absent: nowhere. */
  beacon?: string;
  /** Shown under the success message: what happens next. */
  nextSteps: string;
}

/**
 * The contact form. The server renders a real form that posts without JavaScript (native
 * select, multipart, 303 back). Hydrated, it sends with fetch, shows the sending, success and error states and
 * swaps the native select for the topic combobox. The first client render equals the server
 * HTML; everything browser-only happens in effects.
 */
export function ContactForm(props: ContactFormProps) {
  const { idPrefix: id, labels } = props;
  const [enhanced, setEnhanced] = useState(false);
  const [status, setStatus] = useState<FormStatus>(props.initialStatus);
  const [topic, setTopic] = useState<TopicValue | ''>(props.initialTopic);
  const [token, setToken] = useState(props.token);
  const [startTime, setStartTime] = useState(props.startTime);
  // When the form was loaded, on the page's monotonic clock: 0 is the navigation start. Not the
  // server's start time, which a skewed client clock would misread.
  const loadedAt = useRef(0);
  const sending = useRef(false);
  const mounted = useRef(true);
  const selectRef = useRef<HTMLSelectElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Set when a send succeeds: the success message is then scrolled into view and focused.
  const justSent = useRef(false);

  const topicId = `${id}-topic`;
  const resultIds = statusIds(id);
  const topicLabelId = `${id}-topic-label`;

  // After hydration, before the browser paints: the native select becomes the combobox. It
  // keeps a topic chosen through a CTA link (the store) or in the native select before.
  useLayoutEffect(() => {
    const fromStore = selectedTopic.get();
    const fromSelect = selectRef.current?.value;
    // A static export cannot pre-select from the query string on the server: do it here.
    const fromQuery = new URLSearchParams(window.location.search).get(QUERY.topic);
    // Client-only sources, read once after hydration: setting state here is the point (the
    // server cannot know them, and reading them during render would break hydration).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isTopic(fromStore)) setTopic(fromStore);
    else if (isTopic(fromSelect)) setTopic(fromSelect);
    else if (isTopic(fromQuery)) setTopic(fromQuery);
    setEnhanced(true);
  }, []);

  // The form's topic follows the page-wide selected topic; a cleared store leaves it alone.
  useEffect(
    () =>
      selectedTopic.subscribe((value) => {
        if (isTopic(value)) setTopic(value);
      }),
    [],
  );

  // The island loads when the form comes into view: that is the funnel's first step.
  const started = useRef(false);
  useEffect(() => sendFormEvent(props.beacon, FORM_EVENTS.view), [props.beacon]);
  const onFirstInput = () => {
    if (started.current) return;
    started.current = true;
    sendFormEvent(props.beacon, FORM_EVENTS.start);
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A page without a token (a static export) asks the token endpoint for one.
  const tokenRequest = useRef<Promise<unknown> | null>(null);
  const requestToken = () => {
    tokenRequest.current ??= fetchToken(props.tokenUrl).then((fresh) => {
      if (!mounted.current) return;
      if (!fresh) {
        // Failed: the next focus in the form tries again, early enough for the 3 s minimum.
        tokenRequest.current = null;
        return;
      }
      setToken(fresh.token);
      setStartTime(fresh.startTime);
    });
  };
  useEffect(() => {
    if (!props.token) requestToken();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.token, props.tokenUrl]);

  useEffect(() => {
    if (status !== 'success' || !justSent.current) return;
    justSent.current = false;
    const message = successRef.current;
    if (!message) return;
    message.scrollIntoView({ block: 'center' });
    message.focus({ preventScroll: true });
  }, [status]);

  // A field that shows an error is checked again as the visitor types; it never gains one then.
  const recheck = (field: CheckedField, value: string) => {
    if (!errors[field]) return;
    setErrors((current) => ({ ...current, [field]: fieldError(field, value) }));
  };

  const chooseTopic = (value: TopicValue) => {
    setTopic(value);
    // The store mirrors the choice, so a CTA link clicked afterwards is a change again.
    selectedTopic.set(value);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const found = fieldErrors(data);
    // Rendered before the focus moves: the field is then marked invalid with its error, and
    // the focus scroll sees the page as it stays (errors inserted later push the field away).
    flushSync(() => setErrors(found));
    const first = CHECKED_FIELDS.find((field) => found[field]);
    if (first) {
      // Focus reads the field's label and its error (aria-describedby) to screen readers. The
      // field is centred by hand: the focus scroll leaves a field that is partly on screen where
      // it is, which may be under the fixed header (the CSS scroll-behavior still applies).
      const field = form.querySelector<HTMLElement>(`[name="${FIELDS[first]}"]`);
      field?.focus({ preventScroll: true });
      field?.scrollIntoView({ block: 'center' });
      return;
    }
    if (looksLikeSpam(data, performance.now() - loadedAt.current)) {
      // Looks like a success to a bot; nothing is sent and the form keeps its content.
      justSent.current = true;
      setStatus('success');
      return;
    }
    sending.current = true;
    setStatus('sending');
    if (props.mode === 'live' && tokenIsOld(startTime)) {
      // A tab left open overnight: a fresh token first, and the three seconds it needs.
      const fresh = await renewToken(props.tokenUrl, data);
      if (fresh && mounted.current) {
        setToken(fresh.token);
        setStartTime(fresh.startTime);
      }
    }
    const result = props.mode === 'mock' ? await mockSend() : await sendForm(props.action, data);
    sending.current = false;
    if (!mounted.current) return;
    if (!result.ok) {
      setStatus('error');
      return;
    }
    form.reset();
    setTopic(DEFAULT_TOPIC);
    clearSelectedTopic();
    loadedAt.current = performance.now();
    justSent.current = true;
    setStatus('success');
    if (props.mode === 'mock') {
      setStartTime(String(Date.now()));
      return;
    }
    // The used token is spent; the next message needs a fresh one, with the server's start time.
    const fresh = result.next ?? (await fetchToken(props.tokenUrl));
    if (!mounted.current) return;
    if (fresh) {
      setToken(fresh.token);
      setStartTime(fresh.startTime);
    } else {
      console.warn('contact form: no fresh form token; the next message may be refused');
    }
  };

  const isSending = status === 'sending';
  return (
    <form
      className="form"
      method="post"
      action={props.action}
      encType="multipart/form-data"
      id={`${id}-form`}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={token || props.mode === 'mock' ? undefined : () => void requestToken()}
      onInput={onFirstInput}
      aria-busy={isSending || undefined}
      noValidate={enhanced}
    >
      <p className="form__note">{REQUIRED_NOTE.text}</p>
      <FormField id={`${id}-name`} label={labels.name} field="name" autoComplete="name" error={errors.name} onInput={recheck} />
      <FormField
        id={`${id}-email`}
        label={labels.email}
        field="email"
        type="email"
        autoComplete="email"
        error={errors.email}
        onInput={recheck}
      />
      <div className="form__field">
        {/* A label's `for` cannot name a div: once the combobox is in place it is labelled by id,
            and a click on the label focuses it as it would focus a native control. Keyboard users
            reach the combobox itself with Tab, so the label needs no key handler. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <label
          className="form__label"
          id={topicLabelId}
          htmlFor={enhanced ? undefined : topicId}
          onClick={enhanced ? () => document.getElementById(topicId)?.focus() : undefined}
        >
          {labels.topic}
        </label>
        {enhanced ? (
          <TopicSelect
            id={topicId}
            labelId={topicLabelId}
            name={FIELDS.topic}
            value={topic}
            options={TOPICS}
            placeholder={PLACEHOLDERS.topic}
            onChange={chooseTopic}
          />
        ) : (
          <select ref={selectRef} className="form__input form__select" id={topicId} name={FIELDS.topic} defaultValue={props.initialTopic}>
            <option value="">{PLACEHOLDERS.topic}</option>
            {TOPICS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </div>
      <FormField id={`${id}-message`} label={labels.message} field="message" error={errors.message} onInput={recheck} />
      <fieldset className="form__group" aria-describedby={`${id}-callback-hint`}>
        <legend className="form__legend">{labels.callback}</legend>
        <p className="form__hint" id={`${id}-callback-hint`}>
          {labels.callbackHint}
        </p>
        <div className="form__row">
          <FormField
            id={`${id}-phone`}
            label={labels.phone}
            field="phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone}
            onInput={recheck}
          />
          <div className="form__field">
            <label className="form__label" htmlFor={`${id}-call-time`}>
              {labels.callTime}
            </label>
            <select className="form__input form__select" id={`${id}-call-time`} name={FIELDS.callTime} defaultValue="">
              <option value="">{PLACEHOLDERS.callTime}</option>
              {CALL_TIMES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </fieldset>
      <div className="form__hp" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name={FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name={FIELDS.token} value={token} />
      <input type="hidden" name={FIELDS.startTime} value={startTime} />
      <button className="button button--primary form__submit" type="submit" disabled={isSending}>
        {isSending ? MESSAGES.sending : labels.submit}
      </button>
      <p className="form__status form__status--success" role="status" id={resultIds.success} ref={successRef} tabIndex={-1}>
        {status === 'success' ? MESSAGES.success : null}
      </p>
      {status === 'success' ? <p className="form__next">{props.nextSteps}</p> : null}
      <p className="form__status form__status--error" role="alert" id={resultIds.error}>
        {status === 'error' ? MESSAGES.error : null}
      </p>
    </form>
  );
}
