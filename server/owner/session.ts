import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { OWNER_LIMITS, type OwnerStore } from './store.ts';

/** A passkey ceremony must be answered this soon after its options were handed out. */
const CEREMONY_MS = 5 * 60_000;

/**
 * The owner's two cookies, both signed (@fastify/cookie, key from FORM_SECRET), both for /intern
 * alone to read: `__Host-intern` holds a session id that the owner store checks (12 hours from
 * sign-in, ended by „Abmelden“ or by removing the device it signed in with), and
 * `__Host-intern-ceremony` holds the challenge of a ceremony in progress, so no other browser can
 * push it out. `__Host-` makes the browser take a cookie only with Secure, Path=/ and no Domain;
 * on a plain-http localhost (npm start) that cannot hold, so there they are `intern…` without Secure.
 */
export function ownerCookies(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const prefix = local ? 'intern' : '__Host-intern';
  const options = { path: '/', httpOnly: true, secure: !local, sameSite: 'strict', signed: true } satisfies CookieSerializeOptions;
  return {
    session: { name: prefix, options: { ...options, maxAge: OWNER_LIMITS.sessionMs / 1000 } },
    ceremony: { name: `${prefix}-ceremony`, options: { ...options, maxAge: CEREMONY_MS / 1000 } },
  };
}

type Cookies = ReturnType<typeof ownerCookies>;

export interface OwnerContext {
  store: OwnerStore;
  cookies: Cookies;
}

/** A signed cookie's value, or undefined when it is missing or its signature is not ours. */
function unsigned(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  const result = raw ? request.unsignCookie(raw) : undefined;
  return result?.valid ? (result.value ?? undefined) : undefined;
}

/** The session a request carries, when it is live in the store; with its id (to end it). */
export async function currentSession(request: FastifyRequest, store: OwnerStore, cookies: Cookies) {
  const id = unsigned(request, cookies.session.name);
  const session = id ? await store.session(id) : undefined;
  return session && { ...session, id: id! };
}

export type Purpose = 'register' | 'sign-in';

/**
 * The challenges of the ceremonies, each kept in the browser that asked for it (signed, with its
 * purpose and expiry) and taken once: the answers already judged are remembered until their
 * challenge would have expired, so a captured answer cannot be replayed.
 */
export function ceremonies(cookies: Cookies) {
  const taken = new Map<string, number>();
  return {
    keep(reply: FastifyReply, purpose: Purpose, challenge: string) {
      reply.setCookie(cookies.ceremony.name, `${purpose}.${Date.now() + CEREMONY_MS}.${challenge}`, cookies.ceremony.options);
    },
    /** The challenge this browser was given for `purpose`, once; undefined when there is none (any more). */
    take(request: FastifyRequest, reply: FastifyReply, purpose: Purpose): string | undefined {
      const [kind, expires, challenge] = unsigned(request, cookies.ceremony.name)?.split('.') ?? [];
      reply.clearCookie(cookies.ceremony.name, cookies.ceremony.options);
      const now = Date.now();
      for (const [old, until] of taken) if (until < now) taken.delete(old);
      if (kind !== purpose || !challenge || !(Number(expires) > now) || taken.has(challenge)) return undefined;
      taken.set(challenge, Number(expires));
      return challenge;
    },
  };
}
