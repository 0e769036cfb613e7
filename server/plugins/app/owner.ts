import secureSession from '@fastify/secure-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originKind } from '../../contact/http.ts';
import { parseForm } from '../../owner/form.ts';
import { Passkeys } from '../../owner/passkeys.ts';
import { OWNER_PATHS } from '../../owner/paths.ts';
import { OWNER_HEADERS } from '../../owner/render.tsx';
import { signInRoutes } from '../../owner/routes.tsx';
import { SESSION_HOURS, sessionCookie, sessionKey, signedIn } from '../../owner/session.ts';
import { OwnerStore } from '../../owner/store.ts';
import { ownerPages } from '../../routes/owner/index.tsx';
import { OWNER_PERMISSIONS_POLICY } from './security-headers.ts';

/** Reads and changes nothing: every other method must come from the site's own pages. */
const SAFE = new Set(['GET', 'HEAD']);

/**
 * /intern, the owner's pages, as one encapsulated scope (app.ts registers it with the prefix).
 * The session plugin lives in here alone: no public route sets or reads a cookie, and none pays
 * for decoding one. Every answer is no-store and noindex; every change must come from the site
 * itself (Origin or Sec-Fetch-Site); the sign-in routes are open, everything else is behind
 * the guard: without a session a GET is sent to sign in (303), any other method gets 401.
 */
export async function owner(app: FastifyInstance) {
  const { config } = app;
  const store = new OwnerStore(config.dataDir);
  await app.register(secureSession, { key: sessionKey(config), expiry: SESSION_HOURS * 3600, ...sessionCookie(config) });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, parseForm(body as string)),
  );

  app.addHook('onRequest', async (request, reply) => {
    // The passkey prompt is allowed here; the public pages deny it.
    reply.headers(OWNER_HEADERS).header('permissions-policy', OWNER_PERMISSIONS_POLICY);
    if (!SAFE.has(request.method) && !sameOrigin(request, config)) {
      request.log.warn({ ownerAction: 'refused: foreign origin' }, 'owner: a request from another origin was refused');
      return reply.code(403).type('text/plain; charset=utf-8').send('Nur von dieser Website aus.');
    }
  });

  await app.register(signInRoutes, { passkeys: new Passkeys(store, config), store });
  await app.register(async (guarded) => {
    guarded.addHook('onRequest', async (request, reply) => {
      if (await signedIn(request, store)) return;
      // A GET goes to sign in, and on to the page it asked for (a bookmark, a reload after 12 hours).
      const onward = request.url === OWNER_PATHS.home ? '' : `?${new URLSearchParams({ weiter: request.url })}`;
      if (SAFE.has(request.method)) return reply.redirect(`${OWNER_PATHS.signIn}${onward}`, 303);
      return reply.code(401).type('text/plain; charset=utf-8').send(`Bitte melde dich an: ${OWNER_PATHS.signIn}`);
    });
    await guarded.register(ownerPages);
  });
}

/** The site's own origin named by Origin, or (without Origin) by Sec-Fetch-Site; contact/http.ts decides as for the form. */
function sameOrigin(request: FastifyRequest, config: FastifyInstance['config']): boolean {
  const kind = originKind(request, config);
  return kind === 'same' || (kind === 'none' && request.headers['sec-fetch-site'] === 'same-origin');
}
