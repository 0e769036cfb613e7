import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { FIELDS, MAX_TOKEN_AGE_MS, MIN_FILL_MS } from '../../shared/contact.ts';
import { signer } from '../signed-token.ts';
import type { Claim, NonceLedger } from './nonces.ts';
import type { FormFields } from './parse.ts';

/** Why a post is treated as spam: answered exactly like success, never delivered, kept in the quarantine for false positives. */
export type SpamReason =
  | 'honeypot' // the hidden `website` field was filled
  | 'token-missing'
  | 'token-forged'
  | 'too-fast' // the server-signed token is still younger than MIN_FILL_MS after the wait (issued ahead of this clock)
  | 'token-expired' // older than MAX_TOKEN_AGE_MS
  | 'start-time' // form_start_time says less than MIN_FILL_MS
  | 'replay'; // the token already carried a stored message

/**
 * The form token: `<issuedAt base36>.<nonce>.<hmac>`, signed with FORM_SECRET. It lets the server measure the fill time
 * itself (the client's form_start_time can be forged) and lets one form load carry one message (nonces.ts).
 */
export function issueToken(secret: string, now = Date.now()): string {
  return signer(secret).sign(`${now.toString(36)}.${randomBytes(12).toString('base64url')}`);
}

type TokenCheck = { ok: true; issuedAt: number; nonce: string } | { ok: false; reason: SpamReason };

export function verifyToken(secret: string, token: string | undefined, now = Date.now()): TokenCheck {
  if (!token) return { ok: false, reason: 'token-missing' };
  const [issued = '', nonce = '', ...rest] = signer(secret).verify(token)?.split('.') ?? [];
  const issuedAt = parseInt(issued, 36);
  if (!nonce || rest.length > 0 || !Number.isSafeInteger(issuedAt)) return { ok: false, reason: 'token-forged' };
  if (now - issuedAt > MAX_TOKEN_AGE_MS) return { ok: false, reason: 'token-expired' };
  return { ok: true, issuedAt, nonce };
}

/** Spam with its reason, or clean with the token's nonce claimed; `formLoadedAt` whenever the token is genuine. */
export type Verdict = ({ spam: SpamReason; claim: null } | { spam: null; claim: Claim }) & { formLoadedAt?: number };

/**
 * Every spam rule, in order: the honeypot, the token, the fill time, `form_start_time`, and last the replay check, which
 * claims the token's nonce for message `id`. `form_start_time` can only add a reason, never excuse a young token.
 */
export async function judge(
  fields: FormFields,
  secret: string,
  id: string,
  nonces: Pick<NonceLedger, 'claim'>,
  now = Date.now(),
): Promise<Verdict> {
  const token = verifyToken(secret, fields[FIELDS.token], now);
  const loaded = token.ok ? { formLoadedAt: token.issuedAt } : {};
  if (fields[FIELDS.honeypot]) return { spam: 'honeypot', claim: null, ...loaded };
  if (!token.ok) return { spam: token.reason, claim: null };
  // A person may send sooner than MIN_FILL_MS (the form holds nothing back): the post waits out
  // the rest – a timer, this request alone – and is judged then, never quarantined for its haste.
  const early = Math.min(MIN_FILL_MS, token.issuedAt + MIN_FILL_MS - now);
  if (early > 0) {
    await sleep(early);
    now += early;
  }
  if (now - token.issuedAt < MIN_FILL_MS) return { spam: 'too-fast', claim: null, ...loaded };
  const start = fields[FIELDS.startTime]?.trim() ?? '';
  if (/^\d{1,16}$/.test(start) && now - Number(start) < MIN_FILL_MS) return { spam: 'start-time', claim: null, ...loaded };
  const claim = await nonces.claim(token.nonce, id);
  return claim ? { spam: null, claim, ...loaded } : { spam: 'replay', claim: null, ...loaded };
}
