import { DEFAULT_TOPIC, FIELDS, isTopic } from '../../shared/contact.ts';
import { checkEmail, checkMessage, checkName, checkTopic, type ValidationRejection } from '../../shared/contact-rules.ts';
import type { TopicValue } from '../../shared/content/types.ts';
import type { FormFields } from './parse.ts';

/** A lead as it is stored and delivered: trimmed, checked, the topic resolved. */
export interface Lead {
  name: string;
  email: string;
  topic: TopicValue;
  message: string;
}

export type Validation =
  { ok: true; lead: Lead } | { ok: false; field: 'name' | 'email' | 'cta_type' | 'message'; reason: ValidationRejection };

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
