// The owner's pages through app.inject: an app signed in by the real ceremony (a software
// passkey through a one-time link, auth-helpers.ts), tuned for leads like leadApp, and a client
// that sends the session and the site's own Origin.
import type { FastifyInstance } from 'fastify';
import { MAIL_FROM } from '../contact/helpers.ts';
import { signedInOwner } from './auth-helpers.ts';

interface Tap {
  teardown(fn: () => unknown): void;
}

/** The app with the owner signed in: a lead-friendly rate limit, fast retries (`backoffBaseMs`), the log lines collected. */
export async function ownerLeadApp(t: Tap, env: Record<string, string> = {}, backoffBaseMs = 50) {
  const owner = await signedInOwner(t, { CONTACT_RATE_LIMIT: '1000', MAIL_FROM, ...env });
  Object.assign(owner.app.leads.delivery.backoff, { baseMs: backoffBaseMs, maxMs: Math.max(1_000, backoffBaseMs) });
  owner.app.leads.delivery.pollIntervalMs = 1_000;
  owner.app.leads.probeIntervalMs = 0;
  return owner;
}

/** The owner's browser: every request with the session and, for a POST, the site's own Origin. */
export function asOwner(app: FastifyInstance, cookie: string) {
  const origin = new URL(app.config.publicUrl).origin;
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url: string, fields: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
  };
}

/** The cookie a reply sets (the status line travels in the session), for the next request. */
export function nextCookie(reply: { headers: Record<string, unknown> }, previous: string): string {
  const set = reply.headers['set-cookie'];
  const first = (Array.isArray(set) ? set[0] : set) as string | undefined;
  return first ? first.split(';')[0]! : previous;
}

/**
 * The owner signed in, as ownerLeadApp, and his settings page as a browser posts it: `post(section, fields)`
 * saves a section (`aktion: 'testen'` tries it), the session's status line follows.
 */
export async function settingsOwner(t: Tap, env: Record<string, string> = {}, backoffBaseMs = 50) {
  const owned = await ownerLeadApp(t, env, backoffBaseMs);
  let cookie = owned.cookie;
  const owner = {
    get: (url = '/intern/einstellungen') => asOwner(owned.app, cookie).get(url),
    post: async (bereich: string, fields: Record<string, string>, aktion = 'speichern') => {
      const reply = await asOwner(owned.app, cookie).post('/intern/einstellungen', { bereich, aktion, ...fields });
      cookie = nextCookie(reply, cookie);
      return reply;
    },
  };
  return { ...owned, owner };
}
