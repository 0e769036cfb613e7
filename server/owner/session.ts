import { hkdfSync } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { OwnerStore } from './store.ts';

/** A session lasts this long from sign-in, cookie and content alike; then the owner signs in again. */
export const SESSION_HOURS = 12;

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The store's session generation at sign-in: `npm run owner -- revoke` raises it, ending the session. */
    epoch: number;
    /** When the owner signed in (ms). */
    since: number;
  }
}

/**
 * The session cookie's key, derived from FORM_SECRET by HKDF-SHA256 with a label of its own:
 * the operator keeps one secret instead of two, and the two keys are independent (knowing a
 * form token tells nothing about this key). Without FORM_SECRET the secret is random at boot,
 * so a restart signs the owner out; that is all.
 */
export function sessionKey(config: Pick<Config, 'formSecret'>): Buffer {
  return Buffer.from(hkdfSync('sha256', config.formSecret, '', 'ki-site owner session v1', 32));
}

/**
 * The cookie: `__Host-` (the browser takes it only with Secure, Path=/ and no Domain, so no
 * subdomain can set or widen it), HttpOnly, SameSite=Strict, 12 hours. On a plain-http
 * localhost (npm start) a browser may refuse a Secure cookie, and `__Host-` requires Secure,
 * so there it is a plain `intern` cookie.
 */
export function sessionCookie(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return {
    cookieName: local ? 'intern' : '__Host-intern',
    cookie: { path: '/', httpOnly: true, secure: !local, sameSite: 'strict' as const, maxAge: SESSION_HOURS * 3600 },
  };
}

/**
 * A session younger than 12 hours whose generation is the store's: neither sign-out nor
 * `npm run owner -- revoke` has ended it since sign-in. The plugin's own expiry counts from the
 * session's last change (a page's status line changes it), so `since` holds the 12 hours to the
 * sign-in; a session from before `since` existed has the plugin's limit alone.
 */
export async function signedIn(request: FastifyRequest, store: OwnerStore): Promise<boolean> {
  const epoch = request.session.get('epoch');
  const since = request.session.get('since');
  if (epoch === undefined || (since !== undefined && !(Date.now() - since < SESSION_HOURS * 3600_000))) return false;
  return epoch === (await store.read()).epoch;
}
