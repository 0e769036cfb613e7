import { DEFAULT_TOPIC, FIELDS, isCallTime, isTopic, type CallTime } from '../../shared/contact.ts';
import {
  checkCallTime,
  checkEmail,
  checkMessage,
  checkName,
  checkPhone,
  checkTopic,
  type RuledField,
  type ValidationRejection,
} from '../../shared/contact-rules.ts';
import type { TopicValue } from '../../shared/content/types.ts';
import type { FormFields } from './parse.ts';

/** A lead as it is stored and delivered: trimmed, checked, the topic resolved. */
export interface Lead {
  name: string;
  email: string;
  topic: TopicValue;
  message: string;
  /** Optional callback number, trimmed; absent when the visitor left it empty. */
  phone?: string;
  /** Optional preferred time of day for the callback. */
  callTime?: CallTime;
}

export type Validation = { ok: true; lead: Lead } | { ok: false; field: RuledField; reason: ValidationRejection };

export function validateLead(fields: FormFields): Validation {
  const name = fields[FIELDS.name] ?? '';
  const email = fields[FIELDS.email] ?? '';
  const topic = fields[FIELDS.topic] ?? '';
  const message = fields[FIELDS.message] ?? '';
  const phone = fields[FIELDS.phone] ?? '';
  const callTime = fields[FIELDS.callTime] ?? '';
  const checks = [
    ['name', checkName(name)],
    ['email', checkEmail(email)],
    ['cta_type', checkTopic(topic)],
    ['message', checkMessage(message)],
    ['phone', checkPhone(phone)],
    ['call_time', checkCallTime(callTime)],
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
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(isCallTime(callTime) ? { callTime } : {}),
    },
  };
}
