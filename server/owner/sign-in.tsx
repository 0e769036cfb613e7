import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { OWNER_PATHS, pageAfterSignIn } from './paths.ts';
import { short, type Outcome, type Passkeys, type Refusal } from './passkeys.ts';
import { ceremonies, currentSession, type OwnerContext, type Purpose } from './session.ts';
import { hasLink, OWNER_LIMITS } from './store.ts';
import { PasskeyPage } from './views/PasskeyPage.tsx';

/**
 * The limit of each sign-in and set-up step (plugins/external/rate-limit.ts counts): per address and step,
 * 20 in 10 minutes, ample for a person whose phone asks twice, a wall for guessing.
 */
export const OWNER_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

const NEW_LINK = 'Einen neuen Link erzeugst du auf einem angemeldeten Gerät unter „Einstellungen“ › „Gerät hinzufügen“';

/** What the owner reads when a ceremony is refused, and its status. */
const REFUSALS: Record<Refusal, [number, string]> = {
  'link-invalid': [
    410,
    `Dieser Link ist abgelaufen, schon benutzt oder ungültig. ${NEW_LINK} – oder auf dem Server mit npm run owner -- link.`,
  ],
  'too-many-passkeys': [
    409,
    `Es gibt schon ${OWNER_LIMITS.passkeys} Geräte. Entferne unter „Einstellungen“ eines, das du nicht mehr nutzt.`,
  ],
  'no-passkeys': [409, 'Noch ist kein Gerät eingerichtet. Einen Link dafür erzeugst du auf dem Server mit npm run owner -- link.'],
  'unknown-passkey': [401, `Diesen Passkey kennt die Seite nicht (mehr). Nimm einen anderen. ${NEW_LINK}.`],
  'not-verified': [401, 'Der Passkey wurde nicht bestätigt. Bitte versuch es noch einmal.'],
};

const refuse = (reply: FastifyReply, reason: Refusal) => {
  const [status, message] = REFUSALS[reason];
  return reply.code(status).send({ ok: false, message });
};

type Body = { Body: { token?: string; name?: string; response?: object } };
/** A small JSON body: a link's token, the device's name and the browser's answer (a few KB at most, within the app's bodyLimit). */
const bodySchema = {
  type: 'object',
  properties: {
    token: { type: 'string', maxLength: 64 },
    name: { type: 'string', maxLength: OWNER_LIMITS.nameLength },
    response: { type: 'object' },
  },
} as const;
const ceremonyRoute = { schema: { body: bodySchema }, config: { rateLimit: OWNER_RATE_LIMIT } };

/** Sign-in, set-up through a one-time link, and sign-out: the routes of /intern that need no session. */
export async function signInRoutes(app: FastifyInstance, { passkeys, store, cookies }: OwnerContext & { passkeys: Passkeys }) {
  const challenges = ceremonies(cookies);
  /** Starts the session after a ceremony: a session of this browser, bound to the passkey it used. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, outcome: Outcome, action: string) => {
    if (!outcome.ok) {
      request.log.info({ ownerAction: `${action} refused`, reason: outcome.reason }, `owner: ${action} refused`);
      return refuse(reply, outcome.reason);
    }
    reply.setCookie(cookies.session.name, await store.startSession(outcome.passkey), cookies.session.options);
    const { link } = outcome;
    const what = link ? `a passkey was added through one-time link ${link}` : 'signed in';
    request.log.info({ ownerAction: action, passkey: short(outcome.passkey), link }, `owner: ${what}`);
    return reply.send({ ok: true, next: OWNER_PATHS.home });
  };
  const options = async (reply: FastifyReply, purpose: Purpose, made: Awaited<ReturnType<Passkeys['signInOptions']>>) => {
    if (typeof made === 'string') return refuse(reply, made);
    challenges.keep(reply, purpose, made.challenge);
    return reply.send({ ok: true, options: made });
  };

  app.get<{ Querystring: { weiter?: string } }>('/anmelden', async (request, reply) => {
    const next = pageAfterSignIn(request.query.weiter);
    if (await currentSession(request, store, cookies)) return reply.redirect(next, 303);
    const { passkeys: registered } = await store.read();
    return app.renderer.sendOwner(
      reply,
      <PasskeyPage title="Anmelden" ceremony={{ mode: 'sign-in', label: 'Mit Passkey anmelden', base: OWNER_PATHS.signIn, next }}>
        <p>Melde dich mit deinem Passkey an: Fingerabdruck, Gesicht oder die PIN deines Geräts.</p>
        {registered.length === 0 ? <p>{REFUSALS['no-passkeys'][1]}</p> : null}
      </PasskeyPage>,
      { script: true },
    );
  });
  app.post('/anmelden/optionen', ceremonyRoute, async (_request, reply) => options(reply, 'sign-in', await passkeys.signInOptions()));
  app.post<Body>('/anmelden/pruefen', ceremonyRoute, async (request, reply) => {
    const challenge = challenges.take(request, reply, 'sign-in');
    return signedIn(request, reply, await passkeys.signIn(request.body.response as AuthenticationResponseJSON, challenge), 'sign-in');
  });

  app.get<{ Querystring: { token?: string } }>('/einrichten', async (request, reply) => {
    const token = String(request.query.token ?? '').slice(0, 64);
    const valid = hasLink(await store.read(), token);
    return app.renderer.sendOwner(reply, setupPage(token, valid), { script: valid, status: valid ? 200 : REFUSALS['link-invalid'][0] });
  });
  app.post<Body>('/einrichten/optionen', ceremonyRoute, async (request, reply) =>
    options(reply, 'register', await passkeys.registrationOptions(request.body.token ?? '')),
  );
  app.post<Body>('/einrichten/pruefen', ceremonyRoute, async (request, reply) => {
    const { token = '', name = '', response } = request.body;
    const challenge = challenges.take(request, reply, 'register');
    return signedIn(request, reply, await passkeys.register(token, response as RegistrationResponseJSON, challenge, name), 'registration');
  });

  // Ends this browser's session; the owner's other devices stay signed in.
  app.post('/abmelden', async (request, reply) => {
    const session = await currentSession(request, store, cookies);
    if (session) {
      await store.endSession(session.id);
      request.log.info({ ownerAction: 'sign-out' }, 'owner: sign-out');
    }
    reply.clearCookie(cookies.session.name, cookies.session.options);
    return reply.redirect(OWNER_PATHS.signIn, 303);
  });
}

/** The set-up page of a one-time link: the ceremony with a name for the device, or why the link does not work. */
function setupPage(token: string, valid: boolean) {
  const title = 'Passkey einrichten';
  const minutes = `${OWNER_LIMITS.linkMs / 60_000}\u00a0Minuten`;
  return valid ? (
    <PasskeyPage title={title} ceremony={{ mode: 'register', label: 'Passkey anlegen', base: OWNER_PATHS.setup, token }}>
      <p>Lege einen Passkey für dieses Gerät an. Danach meldest du dich damit an, ohne Passwort.</p>
      <p className="owner-muted">{`Der Link gilt ${minutes} und einmal. Er fügt ein Gerät hinzu und entfernt keins.`}</p>
    </PasskeyPage>
  ) : (
    <PasskeyPage title={title}>
      <p>{REFUSALS['link-invalid'][1]}</p>
    </PasskeyPage>
  );
}
