/**
 * The per-field rules of the contact form, applied by the server to every post and by the
 * hydrated form before it sends (so its errors appear next to the fields): one definition,
 * so the browser never accepts what the server refuses or refuses what it accepts.
 * Each check returns a reason, or nothing when the value is fine.
 */
import { EMAIL_PATTERN, FIELD_LIMITS, isTopic } from './contact.ts';

export type ValidationRejection = 'required' | 'control-characters' | 'invalid-email' | 'invalid-topic' | 'too-long';

// C0 and C1 controls (CR, LF, NUL, TAB, ...), the Unicode line and paragraph separators, and
// the bidi controls that can make a name read differently in the owner's mail client.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

// Per-field pure checks: a reason, or nothing when the value is fine.

export function checkName(raw: string): ValidationRejection | undefined {
  if (CONTROL_CHARACTERS.test(raw)) return 'control-characters';
  if (raw.trim() === '') return 'required';
  return undefined;
}

export function checkEmail(raw: string): ValidationRejection | undefined {
  const value = raw.trim();
  if (value === '') return 'required';
  if (value.length > FIELD_LIMITS.email) return 'too-long';
  // The WHATWG pattern admits no whitespace, comma, quote, parenthesis or angle bracket: one
  // plain address, never a list, comment or display name, and nothing to inject into a header.
  if (!EMAIL_PATTERN.test(value)) return 'invalid-email';
  return undefined;
}

export function checkTopic(raw: string): ValidationRejection | undefined {
  return raw === '' || isTopic(raw) ? undefined : 'invalid-topic';
}

export function checkMessage(raw: string): ValidationRejection | undefined {
  return raw.trim() === '' ? 'required' : undefined;
}
