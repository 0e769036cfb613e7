import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { OWNER_RATE_LIMIT } from '../plugins/external/rate-limit.ts';
import { OWNER_PATHS, pageAfterSignIn } from './paths.ts';
import type { Outcome, Passkeys, Refusal } from './passkeys.ts';
import { sendOwnerPage } from './render.tsx';
import { signedIn } from './session.ts';
import { hasLink, OWNER_LIMITS, type OwnerStore } from './store.ts';
import { PasskeyPage } from './views/PasskeyPage.tsx';

const LINK_COMMAND = 'npm run owner -- link';

/** What the owner reads when a ceremony is refused, and its status. */
const REFUSALS: Record<Refusal, [number, string]> = {
  'link-invalid': [
    410,
    `Dieser Link ist abgelaufen, schon benutzt oder ungültig. Einen neuen erzeugst du auf dem Server mit ${LINK_COMMAND}.`,
  ],
  'too-many-passkeys': [
    409,
    `Es gibt schon ${OWNER_LIMITS.passkeys} Passkeys. Entferne alle mit npm run owner -- revoke und richte deine Geräte neu ein.`,
  ],
  'no-passkeys': [409, `Noch ist kein Passkey eingerichtet. Einen Link dafür erzeugst du auf dem Server mit ${LINK_COMMAND}.`],
  'unknown-passkey': [401, 'Diesen Passkey kennt die Seite nicht (mehr). Nimm einen anderen oder richte ihn über einen neuen Link ein.'],
  'not-verified': [401, 'Der Passkey wurde nicht bestätigt. Bitte versuch es noch einmal.'],
};

const refuse = (reply: FastifyReply, reason: Refusal) => {
  const [status, message] = REFUSALS[reason];
  return reply.code(status).send({ ok: false, message });
};

type Body = { Body: { token?: string; response?: object } };
/** A small JSON body: a link's token and the browser's answer (a few KB at most, within the app's bodyLimit). */
const bodySchema = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 64 }, response: { type: 'object' } },
} as const;
const ceremonyRoute = { schema: { body: bodySchema }, config: { rateLimit: OWNER_RATE_LIMIT } };

/** Starts the session after a ceremony: the store's current generation and the time go into the cookie. */
function startSession(request: FastifyRequest, reply: FastifyReply, outcome: Outcome, action: string) {
  if (!outcome.ok) {
    request.log.info({ ownerAction: `${action} refused`, reason: outcome.reason }, `owner: ${action} refused`);
    return refuse(reply, outcome.reason);
  }
  request.session.set('epoch', outcome.epoch);
  request.session.set('since', Date.now());
  const { passkey, link } = outcome;
  const what = link ? `a passkey was added through one-time link ${link}` : 'signed in';
  request.log.info({ ownerAction: action, passkey, ...(link ? { link } : {}) }, `owner: ${what}`);
  return reply.send({ ok: true, next: OWNER_PATHS.home });
}

/**
 * Sign-in, set-up through a one-time link, and sign-out: the routes of /intern that need no
 * session. Every step of a ceremony is rate-limited; every owner action is logged without personal data.
 */
export async function signInRoutes(app: FastifyInstance, { passkeys, store }: { passkeys: Passkeys; store: OwnerStore }) {
  app.get<{ Querystring: { weiter?: string } }>('/anmelden', async (request, reply) => {
    const next = pageAfterSignIn(request.query.weiter);
    if (await signedIn(request, store)) return reply.redirect(next, 303);
    const { passkeys: registered } = await store.read();
    return sendOwnerPage(reply, {
      title: 'Anmelden',
      script: true,
      body: (
        <PasskeyPage title="Anmelden" ceremony={{ mode: 'sign-in', label: 'Mit Passkey anmelden', base: OWNER_PATHS.signIn, next }}>
          <p>Melde dich mit deinem Passkey an: Fingerabdruck, Gesicht oder die PIN deines Geräts.</p>
          {registered.length === 0 ? <p>{REFUSALS['no-passkeys'][1]}</p> : null}
        </PasskeyPage>
      ),
    });
  });
  app.post('/anmelden/optionen', ceremonyRoute, async (_request, reply) => {
    const options = await passkeys.signInOptions();
    return typeof options === 'string' ? refuse(reply, options) : reply.send({ ok: true, options });
  });
  app.post<Body>('/anmelden/pruefen', ceremonyRoute, async (request, reply) => {
    const outcome = await passkeys.signIn(request.body.response as AuthenticationResponseJSON);
    return startSession(request, reply, outcome, 'sign-in');
  });

  app.get<{ Querystring: { token?: string } }>('/einrichten', async (request, reply) => {
    const token = String(request.query.token ?? '').slice(0, 64);
    const valid = hasLink(await store.read(), token);
    const title = 'Passkey einrichten';
    const minutes = `${OWNER_LIMITS.linkMs / 60_000}\u00a0Minuten`;
    return sendOwnerPage(reply, {
      title,
      script: valid,
      status: valid ? 200 : REFUSALS['link-invalid'][0],
      body: valid ? (
        <PasskeyPage title={title} ceremony={{ mode: 'register', label: 'Passkey anlegen', base: OWNER_PATHS.setup, token }}>
          <p>Lege einen Passkey für dieses Gerät an. Danach meldest du dich damit an, ohne Passwort.</p>
          <p className="owner-muted">{`Der Link gilt ${minutes} und einmal. Er fügt ein Gerät hinzu und entfernt keins.`}</p>
        </PasskeyPage>
      ) : (
        <PasskeyPage title={title}>
          <p>{REFUSALS['link-invalid'][1]}</p>
        </PasskeyPage>
      ),
    });
  });
  app.post<Body>('/einrichten/optionen', ceremonyRoute, async (request, reply) => {
    const options = await passkeys.registrationOptions(request.body.token ?? '');
    return typeof options === 'string' ? refuse(reply, options) : reply.send({ ok: true, options });
  });
  app.post<Body>('/einrichten/pruefen', ceremonyRoute, async (request, reply) => {
    const outcome = await passkeys.register(request.body.token ?? '', request.body.response as RegistrationResponseJSON);
    return startSession(request, reply, outcome, 'registration');
  });

  // Ends every session, not only this browser's: the cookie holds no id to end alone, and one
  // person signs in again faster than a stolen cookie could be told apart.
  app.post('/abmelden', async (request, reply) => {
    const epoch = request.session.get('epoch');
    if (epoch !== undefined) {
      const ended = await store.update((state) => state.epoch === epoch && ++state.epoch > 0);
      if (ended) request.log.info({ ownerAction: 'sign-out' }, 'owner: sign-out');
    }
    request.session.delete();
    return reply.redirect(OWNER_PATHS.signIn, 303);
  });
}
