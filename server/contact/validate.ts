import { DEFAULT_TOPIC, FIELDS, isCallTime, isTopic, type CallTime } from '../../shared/contact.ts';
import {
  checkCallTime,
  checkEmail,
  checkMessage,
  checkName,
  checkPhone,
  checkSlot,
  checkTopic,
  leadKind,
  REQUIRED_BY_KIND,
  type LeadKind,
  type RuledField,
  type ValidationRejection,
} from '../../shared/contact-rules.ts';
import type { TopicValue } from '../../shared/content/types.ts';
import type { FormFields } from './parse.ts';

/** A lead as it is stored and delivered: trimmed, checked, the topic resolved. */
export interface Lead {
  kind: LeadKind;
  name: string;
  /** '' for a callback request, which asks for none. */
  email: string;
  topic: TopicValue;
  message: string;
  /** Optional callback number, trimmed; absent when the visitor left it empty. */
  phone?: string;
  /** Optional preferred time of day for the callback. */
  callTime?: CallTime;
  /** A booking: the chosen slot's start (`2026-12-01T08:30:00Z`); its message is optional. */
  slot?: string;
}

export type Validation = { ok: true; lead: Lead } | { ok: false; field: RuledField; reason: ValidationRejection };

export function validateLead(fields: FormFields): Validation {
  const name = fields[FIELDS.name] ?? '';
  const email = fields[FIELDS.email] ?? '';
  const topic = fields[FIELDS.topic] ?? '';
  const message = fields[FIELDS.message] ?? '';
  const phone = fields[FIELDS.phone] ?? '';
  const callTime = fields[FIELDS.callTime] ?? '';
  const slot = fields[FIELDS.slot] ?? '';
  const kind = leadKind({ form: fields[FIELDS.form], email, message, phone: fields[FIELDS.phone], slot });
  const required = REQUIRED_BY_KIND[kind];
  const checks = [
    ['name', checkName(name)],
    ['email', checkEmail(email, required.email)],
    ['cta_type', checkTopic(topic)],
    ['message', checkMessage(message, required.message)],
    ['phone', checkPhone(phone, required.phone)],
    ['call_time', checkCallTime(callTime)],
    ['slot', checkSlot(slot, required.slot)],
  ] as const;
  for (const [field, reason] of checks) {
    if (reason) return { ok: false, field, reason };
  }
  return {
    ok: true,
    lead: {
      kind,
      name: name.trim(),
      email: email.trim(),
      topic: isTopic(topic) ? topic : DEFAULT_TOPIC,
      message: message.trim(),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(isCallTime(callTime) ? { callTime } : {}),
      ...(slot ? { slot } : {}),
    },
  };
}
