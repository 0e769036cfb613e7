// The owner's pages through app.inject: an app signed in by the real ceremony (a software
// passkey through a one-time link, auth-helpers.ts), and a client that sends the session and
// the site's own Origin.
import type { FastifyInstance } from 'fastify';
import type { TestAppOptions } from '../helpers.ts';
import { signedInOwner } from './auth-helpers.ts';

interface Tap {
  teardown(fn: () => unknown): void;
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
 * The owner signed in (signedInOwner), and his settings page as a browser posts it: `post(section, fields)`
 * saves a section (`aktion: 'testen'` tries it), the session's status line follows.
 */
export async function settingsOwner(t: Tap, options: TestAppOptions = {}) {
  const owned = await signedInOwner(t, options);
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
