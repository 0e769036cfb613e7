import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { BOOKING_MESSAGES, type SlotDay } from '../slots.ts';
import {
  FIELDS,
  FORM_PATH,
  isCallTime,
  isTopic,
  topicLabel,
  MESSAGES,
  REQUIRED_NOTE,
  statusIds,
  type FormStatus,
  type Topic,
  type TokenResponse,
  type Way,
  WAYS,
} from '../contact.ts';
import { contactForm } from '../content/contact-form.ts';
import { NO_TOPIC, selectedTopic } from '../topic-store.ts';
import { useFormFunnel } from './beacon.ts';
import { Confirmation, type ConfirmationFacts } from './Confirmation.tsx';
import { useFieldErrors } from './field-errors.ts';
import { handover, holdToken, putToken, useFormSession } from './form-session.ts';
import { looksLikeSpam, mockSend, sendForm } from './send-form.ts';
import { FormNotice } from './FormField.tsx';
import { BookingClosed, BookingFields, CallbackFields, MessageFields, type Kept } from './WayFields.tsx';

const { labels } = contactForm;

export interface ContactFormProps {
  /** Which way: the booking (its slots), the callback or the message. Its id prefixes every element id (passed in, not made by useId). */
  kind: Way;
  idPrefix: string;
  /** `mock`: simulate the send. */
  mode: 'live' | 'mock';
  /** The token of a page that answers a post (it must post without JavaScript); a cached page has none, the island fetches it. */
  token?: TokenResponse;
  /** The page's path, posted along: a post without JavaScript comes back to it. */
  page: string;
  /** The site's topics (Site.topics), and the pre-selected one (the page's offer, or `?anliegen=`); '' shows the placeholder. */
  topics: Topic[];
  initialTopic: string;
  /** The owner calls the visitor: the booking asks for the number. */
  ownerCalls: boolean;
  /** Result of a post without JavaScript, after its 303. */
  initialStatus: 'idle' | 'success' | 'error';
  /** The site's statistics count the form being seen and started (one beacon each). */
  counted: boolean;
  /** What the confirmation repeats after a post without JavaScript (initialStatus `success`). */
  confirmation?: ConfirmationFacts;
  /** The booking's free slots as the page has them (the island fetches fresh ones). */
  slots?: SlotDay[];
  kept?: Kept;
  /** The callback's sentence at its head while no call can be booked (the page has no booking way then). */
  notice?: string;
}

const noSubscription = () => () => {};
const [yes, no] = [() => true, () => false];
/** False in the server's render and while hydrating, true once hydrated. */
const useHydrated = () => useSyncExternalStore(noSubscription, yes, no);

/** The page-wide selected topic (CTA links set it), or the server's pre-selection while there is none (as in the server's render and hydration). */
const useTopic = (initial: string, topics: readonly Topic[]) => {
  const stored = useSyncExternalStore(selectedTopic.subscribe, selectedTopic.get, () => NO_TOPIC);
  return isTopic(stored, topics) ? stored : initial;
};

const none = () => undefined;
/** What the form shows again: the page's post, or for the callback form a refused booking's hand-over. */
const useKept = ({ kind, kept }: ContactFormProps) =>
  useSyncExternalStore(handover.subscribe, kind === 'callback' ? handover.get : none, none) ?? kept;

/** A text field of the form's data as sent, trimmed ('' when absent). */
function valueOf(data: FormData, name: string): string {
  const raw = data.get(name);
  return typeof raw === 'string' ? raw.trim() : '';
}

/** What the confirmation repeats, from the form's data as sent (a booking: the server's own words). */
function factsOf(data: FormData, kind: Way, topics: readonly Topic[]): ConfirmationFacts {
  const [topic, callTime, phone] = [FIELDS.topic, FIELDS.callTime, FIELDS.phone].map((name) => valueOf(data, name));
  const chosen = isTopic(topic, topics) ? { topic: topicLabel(topic, topics) } : {};
  return { kind, ...chosen, ...(isCallTime(callTime) ? { callTime } : {}), ...(phone ? { phone } : {}) };
}

/** A booking refused with no slot left: the callback way takes over with the server's sentence and what was typed. */
function handOver(data: FormData, notice: string) {
  const values = Object.fromEntries([FIELDS.name, FIELDS.email, FIELDS.phone].map((name) => [name, valueOf(data, name)]));
  location.replace(`#${WAYS.callback}`);
  handover.set({ values, notice, field: 'notice' });
}

/**
 * One of the contact section's forms. The server renders a real form that posts without JavaScript (multipart, 303 back).
 * Hydrated, it checks the fields, fetches its token (and a booking's fresh slots), sends with fetch and confirms only
 * once the server stored the request; a slot taken meanwhile shows the server's message at the picker.
 */
export function ContactForm(props: ContactFormProps) {
  const { idPrefix: id, kind } = props;
  const kept = useKept(props);
  const enhanced = useHydrated();
  const [status, setStatus] = useState<FormStatus>(props.initialStatus);
  const [facts, setFacts] = useState(props.confirmation);
  const [{ slots, notice }, setOffer] = useFormSession(props.token, props.slots ?? [], kind === 'booking');
  const [slot, setSlot] = useState(kept?.values[FIELDS.slot] ?? '');
  const { errors, check, recheck } = useFieldErrors(kind, props.ownerCalls, kept);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const onInput = useFormFunnel(props.counted);
  const topic = useTopic(props.initialTopic, props.topics);

  // The confirmation is scrolled into view and its status line focused: seen, and read out.
  const succeed = (next: ConfirmationFacts) => {
    flushSync(() => {
      setFacts(next);
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
    // A bot sees a success; nothing is sent. (A person's quick send is the server's to judge.)
    if (looksLikeSpam(data)) return succeed(factsOf(data, kind, props.topics));
    setStatus('sending');
    if (props.mode === 'live' && !(await putToken(data))) return setStatus('error');
    const result = props.mode === 'mock' ? await mockSend() : await sendForm(data);
    if (result.next) holdToken(result.next);
    if (result.ok) return succeed({ ...factsOf(data, kind, props.topics), ...(result.booking ? { booking: result.booking } : {}) });
    if (!result.conflict) return setStatus('error');
    const { slots: left, message } = result.conflict;
    setOffer({ slots: left, notice: message || MESSAGES.error });
    setSlot('');
    setStatus('conflict');
    if (left.length === 0) handOver(data, message || BOOKING_MESSAGES.unavailable);
  };

  if (status === 'success' && facts) return <Confirmation id={id} facts={facts} statusRef={statusRef} />;
  if (kind === 'booking' && slots.length === 0) return <BookingClosed notice={notice || BOOKING_MESSAGES.unavailable} />;
  const confirm = kept?.field === 'confirm' ? kept.notice : undefined;
  const head = kept?.field === 'notice' ? kept.notice : props.notice;
  const fields = { id, errors, onInput: recheck, kept, topic, topics: props.topics, ownerCalls: props.ownerCalls, enhanced };
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
      // A hand-over fills the uncontrolled fields anew: a form of its own.
      key={JSON.stringify(kept?.values ?? {})}
    >
      {head ? (
        // While the page has no booking way, links to it (#termin) land on this sentence.
        <FormNotice id={props.notice ? WAYS.booking : `${id}-notice`} text={head} focus={kept?.field === 'notice'} />
      ) : null}
      <p className="form__note">{REQUIRED_NOTE.text}</p>
      {kind === 'booking' ? (
        <BookingFields {...fields} days={slots} slot={slot} onSlot={setSlot} notice={status === 'conflict' ? notice : ''} />
      ) : kind === 'callback' ? (
        <CallbackFields {...fields} />
      ) : (
        <MessageFields {...fields} />
      )}
      <HiddenFields id={id} kind={kind} page={props.page} token={props.token} />
      <FormEnd id={id} status={status} label={confirm ? confirmLabel(kind) : labels.submit[kind]} confirm={confirm} />
    </form>
  );
}

const confirmLabel = (kind: Way) => (kind === 'booking' ? labels.confirmBooking : labels.confirm);

/** Which form and page posted (a post without JavaScript comes back to it), the honeypot, and the token of a page that answers a post. */
function HiddenFields({ id, kind, page, token }: { id: string; kind: Way; page: string; token: TokenResponse | undefined }) {
  return (
    <>
      <input type="hidden" name={FIELDS.form} value={kind} />
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

/** The send button (under `confirm`, the page's request to confirm a post without JavaScript) and a failed send's error line. */
function FormEnd({ id, status, label, confirm }: { id: string; status: FormStatus; label: string; confirm?: string | undefined }) {
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
        {status === 'error' ? MESSAGES.error : null}
      </p>
    </>
  );
}
