import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one signed-token helper, for every token the server hands out and later believes. A token is `<payload>.<mac>`,
 * the MAC an HMAC-SHA256 (base64url) of the payload. Each use signs with a key of its own made from FORM_SECRET by
 * `keyFor`, so one token tells nothing about another's key (the form token signs with FORM_SECRET itself).
 */
export const keyFor = (secret: string, purpose: string): Buffer => createHmac('sha256', secret).update(purpose).digest();

export function signer(key: string | Buffer) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    /** The keyed hash of `payload` alone: a value kept instead of what it names (a booking's source address). */
    mac,
    sign: (payload: string) => `${payload}.${mac(payload)}`,
    /** The payload of a token whose MAC is genuine (compared in constant time), else null. */
    verify(token: string): string | null {
      const at = token.lastIndexOf('.');
      const payload = token.slice(0, Math.max(at, 0));
      const [given, expected] = [Buffer.from(token.slice(at + 1)), Buffer.from(mac(payload))];
      return at > 0 && given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
    },
  };
}
