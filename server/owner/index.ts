import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originGuard, SAFE_METHODS } from '../origin.ts';
import { CACHE_CONTROL } from '../render/cache-control.ts';
import { OWNER_PERMISSIONS_POLICY } from '../plugins/app/security-headers.ts';
import { cookies } from '../plugins/external/cookie.ts';
import { photoMultipart } from '../plugins/external/multipart.ts';
import { callRoutes } from './calls.tsx';
import { editorRoutes } from './editor/routes.tsx';
import { leadRoutes } from './leads.tsx';
import { overviewRoutes } from './overview.tsx';
import { Passkeys } from './passkeys.ts';
import { OWNER_PATHS } from './paths.ts';
import { currentSession, ownerCookies, type OwnerContext } from './session.ts';
import { settingsRoutes } from './settings.tsx';
import { signInRoutes } from './sign-in.tsx';
import { statsRoutes } from './stats.tsx';
import { OwnerStore } from './store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner's live session on a guarded route (its store hash, passkey and cookie id). */
    ownerSession: Awaited<ReturnType<typeof currentSession>>;
  }
}

/**
 * /intern, the owner's pages, as one encapsulated scope (app.ts registers it with the prefix).
 * Cookies are parsed in here alone: no public route sets or reads one. The sign-in routes are
 * open; everything else is behind the guard.
 */
export async function ownerRoutes(app: FastifyInstance) {
  const { config } = app;
  const context: OwnerContext = { store: new OwnerStore(config.dataDir), cookies: ownerCookies(config) };
  await app.register(cookies);
  app.addHook('onRequest', async (request, reply) => {
    // The passkey prompt is allowed here; the public pages deny it.
    reply.headers({
      'cache-control': CACHE_CONTROL.none,
      'x-robots-tag': 'noindex, nofollow',
      'permissions-policy': OWNER_PERMISSIONS_POLICY,
    });
  });
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    request.log.warn({ ownerAction: 'refused: foreign origin' }, 'owner: a request from another origin was refused');
    return reply.code(403).type('text/plain; charset=utf-8').send('Nur von dieser Website aus.');
  };
  app.addHook('onRequest', originGuard(refuse, { sameOnly: true }));
  // Where the server runs, for the link command (`npm run owner -- link`) when PUBLIC_URL is not set;
  // a close waits for that write (its folder may be removed next).
  let noted: Promise<unknown> = Promise.resolve();
  app.addHook('onListen', async () => {
    const url = config.publicUrl;
    noted = context.store.read().then(({ url: known }) => known !== url && context.store.update((state) => void (state.url = url)));
    await noted.catch(() => {});
  });
  app.addHook('onClose', () => noted.catch(() => {}));

  await app.register(signInRoutes, { ...context, passkeys: new Passkeys(context.store, config) });
  await app.register(async (guarded) => {
    guarded.decorateRequest('ownerSession', undefined);
    // The photo upload's multipart (photo-upload.ts): parsed only after the guard let the request in.
    await guarded.register(photoMultipart);
    guarded.addHook('onRequest', async (request, reply) => {
      request.ownerSession = await currentSession(request, context.store, context.cookies);
      if (request.ownerSession) return;
      // A GET goes to sign in, and on to the page it asked for (a bookmark, a reload after 12 hours).
      const onward = request.url === OWNER_PATHS.home ? '' : `?${new URLSearchParams({ weiter: request.url })}`;
      if (SAFE_METHODS.has(request.method)) return reply.redirect(`${OWNER_PATHS.signIn}${onward}`, 303);
      return reply.code(401).type('text/plain; charset=utf-8').send(`Bitte melde dich an: ${OWNER_PATHS.signIn}`);
    });
    for (const routes of [overviewRoutes, leadRoutes, callRoutes, statsRoutes, editorRoutes, settingsRoutes])
      await guarded.register(routes, context);
  });
}
