import { DEFAULT_TOPIC, FIELDS, isCallTime, isTopic, topicLabel, type CallTime, type Topic, type Way } from '../../shared/contact.ts';
import {
  checkCallTime,
  checkEmail,
  checkMessage,
  checkName,
  checkPhone,
  checkSlot,
  checkTopic,
  leadKind,
  requiredBy,
  type RuledField,
  type ValidationRejection,
} from '../../shared/contact-rules.ts';
import type { FormFields } from './parse.ts';

/** A lead as it is stored and delivered: trimmed, checked, the topic resolved. */
export interface Lead {
  kind: Way;
  name: string;
  /** '' for a callback request, which asks for none. */
  email: string;
  topic: string;
  /** The topic as the site names it (the lead mail's subject). */
  topicLabel: string;
  message: string;
  /** Optional callback number, trimmed; absent when the visitor left it empty. */
  phone?: string;
  callTime?: CallTime;
  /** A booking: the chosen slot's start (`2026-12-01T08:30:00Z`); its message is optional. */
  slot?: string;
}

type Validation = { ok: true; lead: Lead } | { ok: false; field: RuledField; reason: ValidationRejection };

/** `site`: the topics a post may name and whether a booking needs a number (the owner calls). */
export function validateLead(fields: FormFields, site: { topics: readonly Topic[]; ownerCalls: boolean }): Validation {
  const name = fields[FIELDS.name] ?? '';
  const email = fields[FIELDS.email] ?? '';
  const topic = fields[FIELDS.topic] ?? '';
  const message = fields[FIELDS.message] ?? '';
  const phone = fields[FIELDS.phone] ?? '';
  const callTime = fields[FIELDS.callTime] ?? '';
  const slot = fields[FIELDS.slot] ?? '';
  const kind = leadKind(fields);
  const required = requiredBy(kind, site.ownerCalls);
  const checks = [
    ['name', checkName(name)],
    ['email', checkEmail(email, required.email)],
    ['cta_type', checkTopic(topic, site.topics)],
    ['message', checkMessage(message, required.message)],
    ['phone', checkPhone(phone, required.phone)],
    ['call_time', checkCallTime(callTime)],
    ['slot', checkSlot(slot, required.slot)],
  ] as const;
  for (const [field, reason] of checks) {
    if (reason) return { ok: false, field, reason };
  }
  const resolved = isTopic(topic, site.topics) ? topic : DEFAULT_TOPIC;
  return {
    ok: true,
    lead: {
      kind,
      name: name.trim(),
      email: email.trim(),
      topic: resolved,
      topicLabel: topicLabel(resolved, site.topics),
      message: message.trim(),
      ...(phone.trim() ? { phone: phone.trim() } : {}),
      ...(isCallTime(callTime) ? { callTime } : {}),
      ...(slot ? { slot } : {}),
    },
  };
}
