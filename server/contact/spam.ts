import { FIELDS, MIN_FILL_MS } from '../../shared/contact.ts';
import type { FormFields } from './parse.ts';
import type { TokenCheck } from './token.ts';

/**
 * Why a post is treated as spam. Spam is answered exactly like success, never delivered, and
 * kept in the quarantine so a false positive can be recovered.
 */
export type SpamReason =
  | 'honeypot' // the hidden `website` field was filled
  | 'token-missing'
  | 'token-forged'
  | 'too-fast' // the server-signed token is younger than MIN_FILL_MS
  | 'token-expired' // older than MAX_TOKEN_AGE_MS
  | 'start-time' // form_start_time says less than MIN_FILL_MS
  | 'replay'; // the token already carried an accepted message

const TOKEN_REASONS = {
  missing: 'token-missing',
  forged: 'token-forged',
  'too-fast': 'too-fast',
  expired: 'token-expired',
} as const satisfies Record<Extract<TokenCheck, { ok: false }>['reason'], SpamReason>;

/**
 * The checks that need no storage (the replay check claims the nonce in the store). The token
 * decides the fill time; `form_start_time` is the spec's client-side rule, checked as well,
 * and can only add a reason, never excuse a young token.
 */
export function spamReason(fields: FormFields, token: TokenCheck, now = Date.now()): SpamReason | null {
  if ((fields[FIELDS.honeypot] ?? '') !== '') return 'honeypot';
  if (!token.ok) return TOKEN_REASONS[token.reason];
  const start = fields[FIELDS.startTime];
  if (start !== undefined && /^\d{1,16}$/.test(start.trim()) && now - Number(start.trim()) < MIN_FILL_MS) return 'start-time';
  return null;
}
