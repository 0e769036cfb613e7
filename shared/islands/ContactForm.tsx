import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  CALL_TIMES,
  DEFAULT_TOPIC,
  FIELDS,
  FORM_PATH,
  MESSAGES,
  PLACEHOLDERS,
  REQUIRED_NOTE,
  statusIds,
  type FormStatus,
} from '../contact.ts';
import type { TopicValue } from '../content/types.ts';
import type { home } from '../content/home.ts';
import { selectedTopic } from '../topic-store.ts';
import { useFormFunnel } from './beacon.ts';
import { useFieldErrors, type CheckedField } from './field-errors.ts';
import { FormField } from './FormField.tsx';
import { looksLikeSpam, mockSend, sendForm } from './send-form.ts';
import { TopicField } from './TopicField.tsx';
import { useFormToken } from './useFormToken.ts';

export interface ContactFormProps {
  /** Prefix of every element id in the form (ids are passed in, not made by useId). */
  idPrefix: string;
  /** `mock`: simulate the send. */
  mode: 'live' | 'mock';
  /** The server-signed token of this form load. */
  token: string;
  /** Milliseconds since the epoch when the form was rendered (server clock), as a string. */
  startTime: string;
  /** Pre-selected topic (from `?anliegen=`); '' shows the placeholder. */
  initialTopic: TopicValue | '';
  /** Result of a no-JavaScript post, shown after the 303. */
  initialStatus: 'idle' | 'success' | 'error';
  labels: Record<keyof typeof home.contact.labels, string>;
  /** The site's statistics count the form being seen and started (one beacon each). */
  counted: boolean;
  /** Shown under the success message: what happens next. */
  nextSteps: string;
}

const noSubscription = () => () => {};
/** False in the server's render and while hydrating, true once hydrated. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The contact form. The server renders a real form that posts without JavaScript (native
 * select, multipart, 303 back). Hydrated, it checks the fields itself, sends with fetch, shows
 * the sending, success and error states and swaps the native select for the topic combobox.
 */
export function ContactForm(props: ContactFormProps) {
  const { idPrefix: id, labels } = props;
  const enhanced = useHydrated();
  const [status, setStatus] = useState<FormStatus>(props.initialStatus);
  const { errors, check, recheck } = useFieldErrors();
  const token = useFormToken({ token: props.token, startTime: props.startTime }, props.mode);
  const successRef = useRef<HTMLParagraphElement>(null);
  const onInput = useFormFunnel(props.counted);

  // The success message is scrolled into view and focused: seen, and read out.
  const succeed = () => {
    flushSync(() => setStatus('success'));
    successRef.current?.scrollIntoView({ block: 'center' });
    successRef.current?.focus({ preventScroll: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (status === 'sending' || !check(form, data)) return;
    // A bot sees a success; nothing is sent and the form keeps its content.
    if (looksLikeSpam(data, token.elapsed())) return succeed();
    setStatus('sending');
    await token.renewIfOld(data);
    const result = props.mode === 'mock' ? await mockSend() : await sendForm(data);
    if (!result.ok) return setStatus('error');
    form.reset();
    selectedTopic.set(DEFAULT_TOPIC);
    token.sent(result.next);
    succeed();
  };

  const isSending = status === 'sending';
  return (
    <form
      className="form"
      method="post"
      action={FORM_PATH}
      encType="multipart/form-data"
      id={`${id}-form`}
      onSubmit={(event) => void onSubmit(event)}
      onInput={onInput}
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
      <TopicField id={`${id}-topic`} label={labels.topic} initialTopic={props.initialTopic} enhanced={enhanced} />
      <FormField id={`${id}-message`} label={labels.message} field="message" error={errors.message} onInput={recheck} />
      <CallbackGroup id={id} labels={labels} error={errors.phone} onInput={recheck} />
      <div className="form__hp" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name={FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name={FIELDS.token} value={token.token} />
      <input type="hidden" name={FIELDS.startTime} value={token.startTime} />
      <button className="button button--primary form__submit" type="submit" disabled={isSending}>
        {isSending ? MESSAGES.sending : labels.submit}
      </button>
      <p className="form__status form__status--success" role="status" id={statusIds(id).success} ref={successRef} tabIndex={-1}>
        {status === 'success' ? MESSAGES.success : null}
      </p>
      {status === 'success' ? <p className="form__next">{props.nextSteps}</p> : null}
      <p className="form__status form__status--error" role="alert" id={statusIds(id).error}>
        {status === 'error' ? MESSAGES.error : null}
      </p>
    </form>
  );
}

interface CallbackGroupProps {
  id: string;
  labels: ContactFormProps['labels'];
  error: string | undefined;
  onInput: (field: CheckedField, value: string) => void;
}

/** The optional callback: a phone number and a time of day. */
function CallbackGroup({ id, labels, error, onInput }: CallbackGroupProps) {
  return (
    <fieldset className="form__group" aria-describedby={`${id}-callback-hint`}>
      <legend className="form__legend">{labels.callback}</legend>
      <p className="form__hint" id={`${id}-callback-hint`}>
        {labels.callbackHint}
      </p>
      <div className="form__row">
        <FormField id={`${id}-phone`} label={labels.phone} field="phone" type="tel" autoComplete="tel" error={error} onInput={onInput} />
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
  );
}
