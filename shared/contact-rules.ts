/**
 * The per-field rules of the contact form, applied by the server to every post and by the
 * hydrated form before it sends: one definition, so the browser never accepts what the server
 * refuses or refuses what it accepts. Each check returns a reason, or nothing when fine.
 */
import { parseSlotStart } from './slots.ts';
import { EMAIL_PATTERN, FIELD_ERRORS, FIELD_LIMITS, isCallTime, isTopic, isWay, type FieldName, type Topic, type Way } from './contact.ts';

export type ValidationRejection =
  | 'required'
  | 'control-characters'
  | 'invalid-email'
  | 'invalid-topic'
  | 'invalid-phone'
  | 'invalid-call-time'
  | 'invalid-slot'
  | 'too-long';

/**
 * The one control-character rule: C0 and C1 controls (CR, LF, NUL, TAB, …), the Unicode line and
 * paragraph separators, and the bidi controls that can make a text read differently (in the
 * owner's mail client, on a page, in a terminal). A name holds none; printable() shows them.
 */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const SHOWN_ESCAPED = new RegExp(`(?![\\n\\t])${CONTROL_CHARACTERS.source}`, 'gu');

/** A stored text made inert for a terminal, a page or JSON: CRLF as a line break, every control character but line breaks and tabs as its `\uXXXX` escape. */
export function printable(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(SHOWN_ESCAPED, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// An RFC 2047 encoded word (`=?utf-8?b?…?=`): a mail client decodes it in the Reply-To, control
// characters included, so it counts as one.
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;

/**
 * A phone number as people write it: an optional +, then 7 to 20 digits (fewer, like „040 123“,
 * cannot be dialled) with spaces, parentheses, slashes or hyphens between them. Also valid as the
 * input's `pattern` (every class character escaped for the `v` flag browsers use there), so a
 * browser without JavaScript refuses what the server would. Linear: every repetition ends at a digit.
 */
export const PHONE_PATTERN = String.raw` *\+?(?:[ \(\)\/\-]*[0-9]){7,20}[ \(\)\/\-]*`;
const PHONE = new RegExp(`^(?:${PHONE_PATTERN})$`, 'u');

export function checkName(raw: string): ValidationRejection | undefined {
  if (CONTROL_CHARACTERS.test(raw) || ENCODED_WORD.test(raw)) return 'control-characters';
  if (raw.trim() === '') return 'required';
  return undefined;
}

export function checkEmail(raw: string, required = true): ValidationRejection | undefined {
  const value = raw.trim();
  if (value === '') return required ? 'required' : undefined;
  if (value.length > FIELD_LIMITS.email) return 'too-long';
  // The WHATWG pattern admits no whitespace, comma, quote, parenthesis or angle bracket: one
  // plain address, never a list, comment or display name, and nothing to inject into a header.
  if (!EMAIL_PATTERN.test(value)) return 'invalid-email';
  return undefined;
}

/** One of the site's topics (Site.topics: the offers the owner shows, the keynotes, „Sonstiges“), or none. */
export function checkTopic(raw: string, topics: readonly Topic[]): ValidationRejection | undefined {
  return raw === '' || isTopic(raw, topics) ? undefined : 'invalid-topic';
}

export function checkMessage(raw: string, required = true): ValidationRejection | undefined {
  return required && raw.trim() === '' ? 'required' : undefined;
}

/** Optional unless the post is a callback request. */
export function checkPhone(raw: string, required = false): ValidationRejection | undefined {
  if (raw.trim() === '') return required ? 'required' : undefined;
  return PHONE.test(raw) ? undefined : 'invalid-phone';
}

/** Optional: '' is "no preference". */
export function checkCallTime(raw: string): ValidationRejection | undefined {
  return raw === '' || isCallTime(raw) ? undefined : 'invalid-call-time';
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * What a post asks for: its hidden `form` field says so; a post without one (another client) is read
 * from what it carries: a slot is a booking, a number without address and message a callback.
 */
export function leadKind(fields: { form?: string; email?: string; message?: string; phone?: string; slot?: string }): Way {
  if (isWay(fields.form)) return fields.form;
  if (!blank(fields.slot)) return 'booking';
  return fields.phone !== undefined && blank(fields.email) && blank(fields.message) ? 'callback' : 'message';
}

/**
 * The fields each kind needs besides the name: a message its e-mail and text; a booking its slot,
 * an address for the invitation and, where the owner calls (`ownerCalls`), a number; a callback only the number.
 */
export function requiredBy(kind: Way, ownerCalls: boolean): Record<'email' | 'message' | 'phone' | 'slot', boolean> {
  if (kind === 'booking') return { email: true, message: false, phone: ownerCalls, slot: true };
  return kind === 'callback'
    ? { email: false, message: false, phone: true, slot: false }
    : { email: true, message: true, phone: false, slot: false };
}

/** One start as the form offers it (the server checks it is free); '' only where no booking is asked for. */
export function checkSlot(raw: string, required = false): ValidationRejection | undefined {
  if (raw === '') return required ? 'required' : undefined;
  return parseSlotStart(raw) !== undefined ? undefined : 'invalid-slot';
}

/** The fields these rules check, by their posted names. */
export type RuledField = Extract<FieldName, 'name' | 'email' | 'cta_type' | 'message' | 'phone' | 'call_time' | 'slot'>;

const TEXTS: Record<RuledField, Partial<Record<ValidationRejection, string>>> = {
  name: { required: FIELD_ERRORS.name, 'control-characters': FIELD_ERRORS.nameInvalid },
  email: { required: FIELD_ERRORS.emailMissing, 'invalid-email': FIELD_ERRORS.emailInvalid },
  cta_type: { 'invalid-topic': FIELD_ERRORS.topicInvalid },
  message: { required: FIELD_ERRORS.message },
  phone: { required: FIELD_ERRORS.phoneMissing, 'invalid-phone': FIELD_ERRORS.phoneInvalid },
  call_time: { 'invalid-call-time': FIELD_ERRORS.callTimeInvalid },
  slot: { required: FIELD_ERRORS.slotMissing, 'invalid-slot': FIELD_ERRORS.slotInvalid },
};

/** What to tell the visitor about a refused field, in German: the form shows it, the server answers it. */
export function rejectionText(field: RuledField, reason: ValidationRejection): string {
  return TEXTS[field][reason] ?? FIELD_ERRORS.tooLong;
}
