import t from 'tap';
import { OWNER_RATE_LIMIT } from '../../server/owner/sign-in.tsx';
import { SoftPasskey } from './authenticator.ts';
import { ceremonyOf, cookieOf, ORIGIN, post, signedInOwner, signIn } from './auth-helpers.ts';
import { testApp } from '../helpers.ts';

t.test('a registered passkey signs in; a replayed, foreign or unknown answer does not', async (t) => {
  const { app, store, passkey, lines } = await signedInOwner(t);
  const first = await signIn(app, passkey);
  t.equal(first.verify.statusCode, 200);
  t.same(first.verify.json(), { ok: true, next: '/intern' });
  t.equal((await app.inject({ url: '/intern', headers: { cookie: first.cookie! } })).statusCode, 200);
  t.equal((await store.read()).passkeys[0]!.counter, 1, 'the counter is kept');

  // The same answer again, with the same ceremony cookie: its challenge was used up.
  const options = await post(app, '/intern/anmelden/optionen', {});
  const answer = passkey.signIn(options.json().options);
  t.equal((await post(app, '/intern/anmelden/pruefen', { response: answer }, ceremonyOf(options))).statusCode, 200);
  const replay = await post(app, '/intern/anmelden/pruefen', { response: answer }, ceremonyOf(options));
  t.equal(replay.statusCode, 401, 'a replay');
  t.notOk(cookieOf(replay), 'no session for it');
  const elsewhere = await post(app, '/intern/anmelden/optionen', {});
  const stolen = await post(app, '/intern/anmelden/pruefen', { response: passkey.signIn(elsewhere.json().options) });
  t.equal(stolen.statusCode, 401, 'an answer sent from a browser that did not ask for its challenge');

  const foreign = await post(app, '/intern/anmelden/optionen', {});
  const phished = await post(
    app,
    '/intern/anmelden/pruefen',
    { response: passkey.signIn(foreign.json().options, 'https://evil.example') },
    ceremonyOf(foreign),
  );
  t.equal(phished.statusCode, 401, 'an answer given on another site');

  const stranger = new SoftPasskey(ORIGIN);
  const asked = await post(app, '/intern/anmelden/optionen', {});
  const unknown = await post(app, '/intern/anmelden/pruefen', { response: stranger.signIn(asked.json().options) }, ceremonyOf(asked));
  t.equal(unknown.statusCode, 401, 'a passkey the site does not know');
  t.match(unknown.json(), { ok: false, message: /kennt die Seite nicht/ });

  t.equal((await post(app, '/intern/anmelden/pruefen', {})).statusCode, 401, 'no answer at all');
  t.equal((await post(app, '/intern/anmelden/pruefen', { response: 'x' })).statusCode, 400, 'not an object');

  const actions = lines.filter((line) => typeof line.ownerAction === 'string').map((line) => line.ownerAction);
  t.same(actions, ['registration', 'sign-in', 'sign-in', ...Array<string>(5).fill('sign-in refused')]);
  const owned = lines.filter((line) => line.ownerAction);
  t.ok(
    owned.every((line) => !JSON.stringify(line).includes(passkey.id)),
    'no whole credential id in the log',
  );
});

t.test(
  'a challenge belongs to the browser that asked: option requests from other addresses do not stop the owner signing in',
  async (t) => {
    const { app, store, passkey } = await signedInOwner(t, { env: { TRUST_PROXY: '1' } });
    const mine = await post(app, '/intern/anmelden/optionen', {}, { 'x-forwarded-for': '198.51.100.1' });
    for (let i = 0; i < 5; i++) await post(app, '/intern/anmelden/optionen', {}, { 'x-forwarded-for': `203.0.113.${i + 1}` });
    const answer = passkey.signIn(mine.json().options);
    const verify = await post(
      app,
      '/intern/anmelden/pruefen',
      { response: answer },
      { ...ceremonyOf(mine), 'x-forwarded-for': '198.51.100.1' },
    );
    t.equal(verify.statusCode, 200, 'signed in after five foreign option requests');
    t.ok(cookieOf(verify));
    t.notOk(JSON.stringify(await store.read()).includes(mine.json().options.challenge), 'no challenge is kept in the store');
  },
);

t.test('sign-in and set-up attempts are rate-limited per address', async (t) => {
  const { app } = await testApp(t);
  for (const url of [
    '/intern/anmelden/optionen',
    '/intern/anmelden/pruefen',
    '/intern/einrichten/optionen',
    '/intern/einrichten/pruefen',
  ]) {
    const statuses: number[] = [];
    for (let i = 0; i <= OWNER_RATE_LIMIT.max; i++) statuses.push((await post(app, url, {})).statusCode);
    t.notOk(statuses.slice(0, -1).includes(429), `${url}: the first ${OWNER_RATE_LIMIT.max} are answered`);
    t.equal(statuses.at(-1), 429, `${url}: then 429`);
  }
  const other = await post(app, '/intern/anmelden/optionen', {}, { 'x-forwarded-for': '203.0.113.9' });
  t.equal(other.statusCode, 429, 'a forged X-Forwarded-For does not reset it (TRUST_PROXY is off)');
});

t.test('the sign-in options name no passkey: a stranger learns no credential id', async (t) => {
  const { app, passkey } = await signedInOwner(t);
  const options = await post(app, '/intern/anmelden/optionen', {});
  t.equal(options.statusCode, 200);
  t.notOk(options.body.includes(passkey.id));
  t.match(options.json().options, { rpId: 'www.example.de', userVerification: 'required' });
});
