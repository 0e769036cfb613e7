// A signed-in owner for app.inject: the session cookie the sign-in sets, made with the app's own
// key and cookie options (server/owner/session.ts) and the store's current generation.
import secureSession from '@fastify/secure-session';
import Fastify, { type FastifyInstance } from 'fastify';
import { sessionCookie, sessionKey } from '../../server/owner/session.ts';
import { OwnerStore } from '../../server/owner/store.ts';

export async function ownerCookie(app: FastifyInstance): Promise<string> {
  const { cookieName, cookie } = sessionCookie(app.config);
  const bare = Fastify();
  await bare.register(secureSession, { key: sessionKey(app.config), cookieName, cookie });
  await bare.ready();
  const { epoch } = await new OwnerStore(app.config.dataDir).read();
  const value = bare.encodeSecureSession(bare.createSecureSession({ epoch }));
  await bare.close();
  return `${cookieName}=${encodeURIComponent(value)}`;
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
