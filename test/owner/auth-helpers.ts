import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OwnerStore } from '../../server/owner/store.ts';
import { testApp, type TestAppOptions } from '../helpers.ts';
import { SoftPasskey } from './authenticator.ts';

interface Tap {
  teardown(fn: () => unknown): void;
}

/** The test config's PUBLIC_URL: the relying party and the only origin whose posts count. */
export const ORIGIN = 'https://www.example.de';
export const SAME_ORIGIN = { origin: ORIGIN };

/** A cookie an answer set, as a browser sends it back (a Cookie header); undefined when it set none (or cleared it). */
export function cookieOf(response: LightMyRequestResponse, name = /intern$/): string | undefined {
  const cookie = response.cookies.find((c) => name.test(c.name) && c.value !== '');
  // light-my-request decodes the value; @fastify/cookie wrote it URI-encoded.
  return cookie && `${cookie.name}=${encodeURIComponent(cookie.value)}`;
}

/** The ceremony cookie the options step set: the verify step of the same browser sends it back. */
export const ceremonyOf = (options: LightMyRequestResponse) => ({ cookie: cookieOf(options, /intern-ceremony$/) ?? '' });

export const post = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, ...headers } });

/** Both steps of the set-up ceremony with a software passkey, as the set-up page runs them. */
export async function register(app: FastifyInstance, token: string, passkey = new SoftPasskey(ORIGIN)) {
  const options = await post(app, '/intern/einrichten/optionen', { token });
  if (options.statusCode !== 200) return { options, verify: options, cookie: undefined, passkey };
  const verify = await post(
    app,
    '/intern/einrichten/pruefen',
    { token, name: 'Testgerät', response: passkey.register(options.json().options) },
    ceremonyOf(options),
  );
  return { options, verify, cookie: cookieOf(verify), passkey };
}

/** Both steps of the sign-in ceremony. */
export async function signIn(app: FastifyInstance, passkey: SoftPasskey) {
  const options = await post(app, '/intern/anmelden/optionen', {});
  const verify = await post(app, '/intern/anmelden/pruefen', { response: passkey.signIn(options.json().options) }, ceremonyOf(options));
  return { options, verify, cookie: cookieOf(verify) };
}

/** The owner's store in the app's DATA_DIR. */
export const ownerStore = (app: FastifyInstance) => new OwnerStore(app.config.dataDir);

/** A new link, a passkey registered through it: the owner signed in. */
export async function signedInOwner(t: Tap, options: TestAppOptions = {}) {
  const owner = await testApp(t, { log: 'info', ...options });
  const store = ownerStore(owner.app);
  const { token } = await store.createLink();
  const registered = await register(owner.app, token);
  return { ...owner, store, token, ...registered, cookie: registered.cookie! };
}

/** Every route the app serves (Fastify's own route tree, printed), with its methods; `:name` parameters as written. */
export function routeList(app: FastifyInstance): Array<{ path: string; methods: string[] }> {
  const routes: Array<{ path: string; methods: string[] }> = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    if (match[3]) routes.push({ path: stack.join(''), methods: match[3].split(', ') });
  }
  return routes;
}

/** Runs `fn` as if `ms` had passed: Date.now is what the session and the store read the time from. */
export async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const now = Date.now.bind(Date);
  Date.now = () => now() + ms;
  try {
    return await fn();
  } finally {
    Date.now = now;
  }
}
