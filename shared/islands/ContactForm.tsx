import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Slot } from '../booking.ts';
import {
  FIELDS,
  FORM_PATH,
  isCallTime,
  isTopic,
  MESSAGES,
  REQUIRED_NOTE,
  statusIds,
  type FieldName,
  type FormStatus,
  type TokenResponse,
} from '../contact.ts';
import type { LeadKind } from '../contact-rules.ts';
import { contactForm } from '../content/contact-form.ts';
import type { TopicValue } from '../content/types.ts';
import { NO_TOPIC, selectedTopic } from '../topic-store.ts';
import { useFormFunnel } from './beacon.ts';
import { CallbackFields } from './CallbackFields.tsx';
import { Confirmation, type ConfirmationFacts } from './Confirmation.tsx';
import { useFieldErrors } from './field-errors.ts';
import { MessageFields } from './MessageFields.tsx';
import { looksLikeSpam, mockSend, sendForm } from './send-form.ts';
import { holdToken, putToken, useFormSession } from './form-session.ts';

const { labels, confirmation, nextSteps } = contactForm;

/** What a post shown again is about: a field of the message form to mend, its slot, or nothing to mend (`confirm`). */
export type KeptField = 'name' | 'email' | 'message' | 'slot' | 'confirm';

export type FormLabels = Record<keyof typeof contactForm.labels, string>;

export interface ContactFormProps {
  /** Prefix of every element id in the form (ids are passed in, not made by useId). */
  idPrefix: string;
  /** The message form (with the slots), or the short „Rückruf anfordern“ form. */
  kind: 'message' | 'callback';
  /** `mock`: simulate the send. */
  mode: 'live' | 'mock';
  /** The token of a page that answers a post (it must post without JavaScript); a cached page has none, the island fetches it. */
  token?: TokenResponse;
  /** The page's path, posted along: a post without JavaScript comes back to it. */
  page: string;
  /** Pre-selected topic (the page's offer, or `?anliegen=`); '' shows the placeholder. */
  initialTopic: TopicValue | '';
  /** Result of a post without JavaScript, after its 303. */
  initialStatus: 'idle' | 'success' | 'error';
  /** The site's statistics count the form being seen and started (one beacon each). */
  counted: boolean;
  /** What the confirmation repeats after a post without JavaScript (initialStatus `success`). */
  confirmation?: ConfirmationFacts;
  /** The next free slots (message form); none: no slot group, the form works as without a calendar. */
  slots?: Slot[];
  /**
   * A post without JavaScript that the server answers with the page: what was typed and chosen,
   * the server's sentence and what it is about. A field to mend shows the sentence and is
   * focused as the page loads (`slot`: a 409, with the next free slots); `confirm` (a post
   * without a token) shows it over „Jetzt senden“, which is focused.
   */
  kept?: { values: Partial<Record<FieldName, string>>; notice: string; field: KeptField };
}

const noSubscription = () => () => {};
/** False in the server's render and while hydrating, true once hydrated. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** The page-wide selected topic (CTA links set it), or the server's pre-selection while there is none. */
const useTopic = (initial: TopicValue | '') => {
  const stored = useSyncExternalStore(selectedTopic.subscribe, selectedTopic.get, () => NO_TOPIC);
  return isTopic(stored) ? stored : initial;
};

/** What the confirmation repeats, from the form's data as sent. */
function factsOf(data: FormData, kind: LeadKind, slots: readonly Slot[]): ConfirmationFacts {
  const value = (name: string) => {
    const raw = data.get(name);
    return typeof raw === 'string' ? raw.trim() : '';
  };
  const [topic, callTime, phone] = [value(FIELDS.topic), value(FIELDS.callTime), value(FIELDS.phone)];
  const slot = slots.find((s) => s.start === value(FIELDS.slot));
  return {
    kind,
    ...(isTopic(topic) ? { topic } : {}),
    ...(slot ? { slot } : {}),
    ...(isCallTime(callTime) ? { callTime } : {}),
    ...(phone ? { phone } : {}),
  };
}

/**
 * A contact form: the message form (name, e-mail, topic, an optional slot, message) or the short
 * callback form (name, number, time). The server renders a real form that posts without
 * JavaScript (native controls, multipart, 303 back). Hydrated, it checks the fields itself, sends
 * with fetch, and gives way to a confirmation of what was asked for; a slot taken meanwhile
 * shows the server's message and the next free slots.
 */
export function ContactForm(props: ContactFormProps) {
  const { idPrefix: id, kept } = props;
  const enhanced = useHydrated();
  const [status, setStatus] = useState<FormStatus>(props.initialStatus);
  const [facts, setFacts] = useState(props.confirmation);
  const [{ slots, notice }, setOffer] = useFormSession(props.token, props.slots ?? []);
  const [chosen, setSlot] = useState(kept?.values[FIELDS.slot] ?? '');
  const slot = slots.some((offered) => offered.start === chosen) ? chosen : ''; // none once not offered (a 409, the fresh list)
  const kind: LeadKind = props.kind === 'callback' ? 'callback' : slot ? 'booking' : 'message';
  const { errors, check, recheck } = useFieldErrors(kind, kept);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const onInput = useFormFunnel(props.counted);
  const topic = useTopic(props.initialTopic);

  // The confirmation is scrolled into view and its status line focused: seen, and read out.
  const succeed = (data: FormData) => {
    flushSync(() => {
      setFacts(factsOf(data, kind, slots));
      setStatus('success');
    });
    statusRef.current?.scrollIntoView({ block: 'center' });
    statusRef.current?.focus({ preventScroll: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (status === 'sending' || !check(form, data)) return;
    // A bot sees a success; nothing is sent. The fill time counts from the page's navigation.
    if (looksLikeSpam(data, performance.now())) return succeed(data);
    setStatus('sending');
    if (props.mode === 'live' && !(await putToken(data))) return setStatus('error');
    const result = props.mode === 'mock' ? await mockSend() : await sendForm(data);
    if (result.next) holdToken(result.next);
    if (result.ok) return succeed(data);
    if (!result.conflict) return setStatus('error');
    setOffer({ slots: result.conflict.slots, notice: result.conflict.message || MESSAGES.error });
    setStatus('conflict');
  };

  if (status === 'success' && facts) {
    return <Confirmation idPrefix={id} facts={facts} texts={confirmation} nextSteps={nextSteps} statusRef={statusRef} />;
  }
  const confirm = kept?.field === 'confirm' ? kept.notice : undefined;
  const label = confirm ? labels.confirm : props.kind === 'callback' ? labels.callback : labels.submit;
  return (
    <form
      className="form"
      method="post"
      action={FORM_PATH}
      encType="multipart/form-data"
      id={`${id}-form`}
      onSubmit={(event) => void onSubmit(event)}
      onInput={onInput}
      aria-busy={status === 'sending' || undefined}
      noValidate={enhanced}
    >
      <p className="form__note">{REQUIRED_NOTE.text}</p>
      {props.kind === 'callback' ? (
        <CallbackFields id={id} labels={labels} topic={topic} errors={errors} onInput={recheck} kept={kept?.values} />
      ) : (
        <MessageFields
          id={id}
          labels={labels}
          errors={errors}
          onInput={recheck}
          kept={kept}
          initialTopic={props.initialTopic}
          enhanced={enhanced}
          slots={slots}
          slot={slot}
          onSlot={setSlot}
        />
      )}
      <HiddenFields id={id} page={props.page} token={props.token} />
      <FormEnd id={id} status={status} label={label} notice={notice} confirm={confirm} />
    </form>
  );
}

/** The page (a post without JavaScript comes back to it), the honeypot, and the token of a page that answers a post. */
function HiddenFields({ id, page, token }: { id: string; page: string; token: TokenResponse | undefined }) {
  return (
    <>
      <input type="hidden" name={FIELDS.page} value={page} />
      <div className="form__hp" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name={FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {token ? (
        <>
          <input type="hidden" name={FIELDS.token} value={token.token} />
          <input type="hidden" name={FIELDS.startTime} value={token.startTime} />
        </>
      ) : null}
    </>
  );
}

type FormEndProps = { id: string; status: FormStatus; label: string; notice: string; confirm?: string | undefined };

/**
 * The send button (under `confirm`, the sentence of a page that asks to confirm a post without
 * JavaScript), and the error line: a failed send, or a slot taken meanwhile with the server's message.
 */
function FormEnd({ id, status, label, notice, confirm }: FormEndProps) {
  return (
    <>
      {confirm ? (
        <p className="form__hint" id={`${id}-confirm`}>
          {confirm}
        </p>
      ) : null}
      <button
        className="button button--primary form__submit"
        type="submit"
        disabled={status === 'sending'}
        aria-describedby={confirm ? `${id}-confirm` : undefined}
        // Only on the page that asks to confirm a post: „Jetzt senden“ is where the visitor acts.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={confirm !== undefined}
      >
        {status === 'sending' ? MESSAGES.sending : label}
      </button>
      <p className="form__status form__status--error" role="alert" id={statusIds(id).error}>
        {status === 'error' ? MESSAGES.error : status === 'conflict' ? notice : null}
      </p>
    </>
  );
}
