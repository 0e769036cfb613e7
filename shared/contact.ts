/** The contact form's contract, shared by the server and the form island: field names, topics, limits and the status messages. */
import type { SlotDay } from './slots.ts';
import { DAY_MS } from './clock.ts';

/** A topic of the contact form (`cta_type`): `speaking`, an offer's id, or `sonstiges`. */
export interface Topic {
  value: string;
  label: string;
}

/** Path of the form endpoint; existing clients post here, keep it. */
export const FORM_PATH = '/sendForm.php';
/** Path of what belongs to one visitor's form (GET, JSON, no-store): a fresh signed token and the free slots. */
export const TOKEN_PATH = '/form-token';

export const FIELDS = {
  name: 'name',
  email: 'email',
  topic: 'cta_type',
  message: 'message',
  phone: 'phone',
  callTime: 'call_time',
  /** A booking: the chosen slot's start (shared/slots.ts). */
  slot: 'slot',
  /** The path of the page whose form posted: a post without JavaScript comes back to it. */
  page: 'page',
  /** Which of the section's forms posted (WAYS): a booking without its slot is still a booking. */
  form: 'form',
  honeypot: 'website',
  token: 'spam_token',
  startTime: 'form_start_time',
} as const;

export type FieldName = (typeof FIELDS)[keyof typeof FIELDS];
export const FIELD_NAMES: readonly FieldName[] = Object.values(FIELDS);

/** Maximum length in characters of each field; a longer value is rejected, never cut. */
export const FIELD_LIMITS: Record<FieldName, number> = {
  name: 200,
  email: 254, // RFC 5321 path limit
  cta_type: 32,
  message: 5000,
  phone: 30,
  call_time: 16,
  slot: 20, // 2026-12-01T08:30:00Z
  page: 64,
  form: 16,
  website: 200,
  spam_token: 200,
  form_start_time: 20,
};

/** A post without a topic is about „Sonstiges“. */
export const DEFAULT_TOPIC = 'sonstiges';

const option = (list: readonly { value: string; label: string }[], value: unknown) => list.find((item) => item.value === value);
/** A topic of `topics` (the site's: shared/content/index.ts Site.topics, passed to the forms). */
export const isTopic = (value: unknown, topics: readonly Topic[]): value is string => option(topics, value) !== undefined;
export const topicLabel = (value: string, topics: readonly Topic[]): string => option(topics, value)?.label ?? value;

/** The optional callback times (`call_time`); '' means no preference. */
export const CALL_TIMES = [
  { value: 'vormittags', label: 'Vormittags (9–12\u00a0Uhr)' },
  { value: 'mittags', label: 'Mittags (12–14\u00a0Uhr)' },
  { value: 'nachmittags', label: 'Nachmittags (14–17\u00a0Uhr)' },
  { value: 'abends', label: 'Abends (17–19\u00a0Uhr)' },
] as const satisfies ReadonlyArray<{ value: string; label: string }>;

export type CallTime = (typeof CALL_TIMES)[number]['value'];

export const isCallTime = (value: unknown): value is CallTime => option(CALL_TIMES, value) !== undefined;
export const callTimeLabel = (value: CallTime): string => option(CALL_TIMES, value)?.label ?? value;

/** Minimum time between loading the form and sending it. */
export const MIN_FILL_MS = 3000;
/** A form token older than this is treated as spam. */
export const MAX_TOKEN_AGE_MS = DAY_MS;
export const MOCK_SEND_DELAY_MS = 1000;

/** The site's fixed status messages, shown verbatim; the server's message text never is. */
export const MESSAGES = {
  success: 'Nachricht erfolgreich gesendet! Ich melde mich innerhalb von 24\u00a0Stunden.',
  error: 'Fehler beim Senden. Bitte versuche es später erneut oder kontaktiere mich direkt auf LinkedIn.',
  sending: 'Wird gesendet...',
  /** Without JavaScript, over the form the server shows again with what was typed and a token. */
  confirm: 'Fast geschafft: Prüfe deine Angaben und tippe auf „Jetzt senden“, dann geht deine Anfrage an mich.',
} as const;

/** Shown next to a field the visitor has to correct (hydrated form; without JavaScript the browser's own). */
export const FIELD_ERRORS = {
  name: 'Bitte gib deinen Namen ein.',
  nameInvalid: 'Bitte gib deinen Namen ohne Tabulatoren oder Steuerzeichen ein.',
  emailMissing: 'Bitte gib deine E-Mail-Adresse ein.',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein, z.\u00a0B. max@mustermann.de.',
  message: 'Bitte schreib mir kurz, worum es geht.',
  phoneMissing: 'Bitte gib die Nummer ein, unter der ich dich erreiche.',
  phoneInvalid:
    'Bitte gib die ganze Nummer mit Vorwahl ein, gern mit +, Leerzeichen, Klammern oder Bindestrich, z.\u00a0B. +49 170 1234567.',
  callTimeInvalid: 'Bitte wähle eine der angebotenen Tageszeiten.',
  topicInvalid: 'Bitte wähle eines der angebotenen Anliegen.',
  slotInvalid: 'Bitte wähle einen der angebotenen Termine.',
  slotMissing: 'Bitte wähle einen Tag und eine Uhrzeit.',
  tooLong: 'Dieser Text ist zu lang.',
} as const;

/** Marks required fields: a visible asterisk in the label and this note above the form. */
export const REQUIRED_NOTE = { mark: '*', text: 'Pflichtfelder sind mit * markiert.' } as const;

export const PLACEHOLDERS = {
  name: 'Max Mustermann',
  email: 'max@mustermann.de',
  message: 'Erzähle mir kurz, worum es geht...',
  topic: 'Wähle dein Anliegen...',
  phone: '0170 1234567',
  callTime: 'Egal',
} as const;

/** A plain address as `input type=email` accepts it (WHATWG): no display name, comment, quotes or list; the server applies it too. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A fresh form token and its start time (server clock, ms since the epoch): in TOKEN_PATH's answer and a sent form's. */
export interface TokenResponse {
  token: string;
  startTime: string;
}

/** The JSON answer of TOKEN_PATH: the token, and the free slots as they are now (the cached page's may be minutes old). */
export interface FormSession extends TokenResponse {
  slots: SlotDay[];
}

/** A booked call as its confirmation shows it: when, how, what about; the invitation's address; its page, .ics and web calendars' links. */
export interface BookedCall {
  facts: Array<[string, string]>;
  email: string;
  manage: string;
  calendar: string;
  google: string;
  outlook: string;
}

/** The JSON answer of the form endpoint; a success carries the token for the next message from the same page. */
export interface FormResponse extends Partial<TokenResponse> {
  success: boolean;
  message: string;
  /** With a booking's 409: the free slots to choose from instead. */
  slots?: SlotDay[];
  /** A booking's success: what its confirmation shows. */
  booking?: BookedCall;
}

/** Query parameters of a form page: the topic and, after a no-JavaScript post's 303, its result and form (nothing typed: see server/routes/contact.ts). */
export const QUERY = {
  topic: 'anliegen',
  status: 'kontakt',
  form: 'formular',
} as const;
/**
 * The contact section's three ways, booking first, each a form of its own: its id is the way's
 * anchor (`#rueckruf`), its element ids' prefix and `?formular=` after a post without JavaScript.
 */
export const WAYS = { booking: 'termin', callback: 'rueckruf', message: 'nachricht' } as const;
export type Way = keyof typeof WAYS;
export const isWay = (value: unknown): value is Way => typeof value === 'string' && value in WAYS;
/** `conflict`: the chosen slot was taken meanwhile (HTTP 409); the form offers the free ones. */
export type FormStatus = 'idle' | 'sending' | 'success' | 'error' | 'conflict';

/** The ids of a form's status and error paragraphs. */
export const statusIds = (idPrefix: string) => ({ success: `${idPrefix}-status`, error: `${idPrefix}-error` });

/** Values of `?kontakt=` after the 303 of a no-JavaScript post: a message or callback sent, a call booked, an error. */
export const STATUS_QUERY = { success: 'gesendet', booked: 'gebucht', error: 'fehler' } as const;
