import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAX_TOKEN_AGE_MS, MIN_FILL_MS } from '../../shared/contact.ts';

/**
 * The form token: `<issuedAt base36>.<nonce>.<hmac>`, signed with FORM_SECRET. It lets the server
 * measure the fill time itself (the client's form_start_time can be forged) and lets one form
 * load carry one message (the nonce is remembered once a message was accepted).
 */
export type TokenCheck =
  { ok: true; issuedAt: number; nonce: string } | { ok: false; reason: 'missing' | 'forged' | 'too-fast' | 'expired' };

export function issueToken(secret: string, now = Date.now()): string {
  const payload = `${now.toString(36)}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyToken(secret: string, token: string | undefined, now = Date.now()): TokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'forged' };
  const [issued, nonce, mac] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${issued}.${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  const issuedAt = parseInt(issued, 36);
  if (!Number.isSafeInteger(issuedAt)) return { ok: false, reason: 'forged' };
  const age = now - issuedAt;
  if (age < MIN_FILL_MS) return { ok: false, reason: 'too-fast' };
  if (age > MAX_TOKEN_AGE_MS) return { ok: false, reason: 'expired' };
  return { ok: true, issuedAt, nonce };
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
