import { DEFAULT_TOPIC, EMAIL_PATTERN, FIELD_LIMITS, FIELDS, isTopic } from '../../shared/contact.ts';
import type { TopicValue } from '../../shared/content/types.ts';
import type { FormFields } from './parse.ts';

/** A lead as it is stored and delivered: trimmed, checked, the topic resolved. */
export interface Lead {
  name: string;
  email: string;
  topic: TopicValue;
  message: string;
}

export type ValidationRejection = 'required' | 'control-characters' | 'invalid-email' | 'invalid-topic' | 'too-long';

export type Validation =
  | { ok: true; lead: Lead }
  | { ok: false; field: 'name' | 'email' | 'cta_type' | 'message'; reason: ValidationRejection };

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

export function validateLead(fields: FormFields): Validation {
  const name = fields[FIELDS.name] ?? '';
  const email = fields[FIELDS.email] ?? '';
  const topic = fields[FIELDS.topic] ?? '';
  const message = fields[FIELDS.message] ?? '';
  const checks = [
    ['name', checkName(name)],
    ['email', checkEmail(email)],
    ['cta_type', checkTopic(topic)],
    ['message', checkMessage(message)],
  ] as const;
  for (const [field, reason] of checks) {
    if (reason) return { ok: false, field, reason };
  }
  return {
    ok: true,
    lead: {
      name: name.trim(),
      email: email.trim(),
      topic: isTopic(topic) ? topic : DEFAULT_TOPIC,
      message: message.trim(),
    },
  };
}
