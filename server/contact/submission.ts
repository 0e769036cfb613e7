import { FIELDS } from '../../shared/contact.ts';
import type { FormFields } from './parse.ts';
import { verifyToken, type TokenCheck } from './token.ts';
import type { Lead } from './validate.ts';

/** One valid form post, as the lead service takes it: the lead and what the spam rules read. */
export interface Submission {
  lead: Lead;
  /** The server-signed form token, verified. */
  token: TokenCheck;
  /** The hidden `website` field; a bot fills it. */
  honeypot: string;
  /** `form_start_time` as the client sent it. */
  startTime: string | undefined;
  receivedAt: number;
}

export function toSubmission(fields: FormFields, lead: Lead, secret: string, now = Date.now()): Submission {
  return {
    lead,
    token: verifyToken(secret, fields[FIELDS.token], now),
    honeypot: fields[FIELDS.honeypot] ?? '',
    startTime: fields[FIELDS.startTime],
    receivedAt: now,
  };
}
