import type { FastifyInstance } from 'fastify';
import t from 'tap';
import Fastify from 'fastify';
import { formBody } from '../../server/plugins/external/form-body.ts';
import { securityHeaders } from '../../server/plugins/app/security-headers.ts';
import { pageAfterSignIn } from '../../server/owner/paths.ts';
import { ownerCookies } from '../../server/owner/session.ts';
import { SoftPasskey } from './authenticator.ts';
import { ceremonyOf, cookieOf, ORIGIN, later, post, routeList, SAME_ORIGIN, signedInOwner, signIn } from './auth-helpers.ts';
import { testApp } from '../helpers.ts';

const SESSION_HOURS = 12;

/** Open without a session: the sign-in and set-up ceremonies and the sign-out. */
const OPEN = /^\/intern\/(anmelden|einrichten|abmelden)(\/|$)/;

/** Every guarded route and method, parameters filled with a plausible value. */
function guardedRoutes(app: FastifyInstance) {
  return routeList(app)
    .filter(({ path }) => path.startsWith('/intern') && !OPEN.test(path))
    .flatMap(({ path, methods }) => methods.map((method) => ({ method, url: fill(path) })));
}

/** A route's path with its parameters filled with a plausible value. */
const fill = (path: string) => path.replace(/:[^/]+/g, 'abc123').replace(/\*$/, 'x');

t.test('after sign-in the owner goes on to the owner page he asked for, never to another site or back to a ceremony', async (t) => {
  for (const [asked, next] of [
    ['/intern/anfragen/abc?x=1', '/intern/anfragen/abc?x=1'],
    ['/intern', '/intern'],
    [undefined, '/intern'],
    ['//evil.example/intern', '/intern'],
    ['/\\evil.example/intern', '/intern'],
    ['https://evil.example/intern/anfragen', '/intern'],
    ['/internet', '/intern'],
    ['/impressum', '/intern'],
    ['/intern/anmelden?weiter=/intern/anmelden', '/intern'],
    ['/intern/einrichten?token=x', '/intern'],
    ['/intern/../impressum', '/intern'],
    [`/intern/${'x'.repeat(400)}`, '/intern'],
  ] as const)
    t.equal(pageAfterSignIn(asked), next, String(asked));
  const { app } = await testApp(t);
  const page = await app.inject('/intern/anmelden?weiter=%2F%2Fevil.example%2F');
  t.match(page.body, 'data-next="/intern"', 'the sign-in page carries only a checked page');
  t.match((await app.inject('/intern/anmelden?weiter=%2Fintern%2Fstatistik%3Ftage%3D30')).body, 'data-next="/intern/statistik?tage=30"');
});

t.test('without a session no owner page or action answers: GET is sent to sign in, anything else is 401, never data', async (t) => {
  const { app } = await testApp(t);
  const routes = guardedRoutes(app);
  t.ok(
    routes.some((r) => r.url === '/intern' && r.method === 'GET'),
    'the overview is among the guarded routes',
  );
  for (const cookie of [undefined, '__Host-intern=forged', '__Host-intern=QUJD;REVG', 'intern=abc;def']) {
    for (const { method, url } of routes) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
        payload: method === 'POST' ? {} : undefined,
      });
      const label = `${method} ${url} with cookie ${cookie ?? '(none)'}`;
      if (method === 'GET' || method === 'HEAD') {
        t.equal(res.statusCode, 303, label);
        const onward = url === '/intern' ? '' : `?weiter=${encodeURIComponent(url)}`;
        t.equal(res.headers.location, `/intern/anmelden${onward}`, `${label}: and on to the page asked for`);
      } else t.equal(res.statusCode, 401, label);
      t.notMatch(res.body, /Übersicht|angemeldet als/i, `${label}: no page`);
      t.equal(res.headers['set-cookie'], undefined, `${label}: no cookie set`);
      t.equal(res.headers['cache-control'], 'no-store', label);
    }
  }
});

t.test(
  'a session opens the overview: no-store, noindex, the public CSP, and a __Host- cookie that is Secure, HttpOnly, SameSite=Strict for 12 hours',
  async (t) => {
    const { app, verify, cookie } = await signedInOwner(t);
    t.equal(verify.statusCode, 200);
    const set = verify.cookies.find((c) => c.name === '__Host-intern');
    t.match(set, { name: '__Host-intern', path: '/', secure: true, httpOnly: true, sameSite: 'Strict', maxAge: SESSION_HOURS * 3600 });
    t.equal(set?.domain, undefined, 'no Domain: a __Host- cookie has none');

    const page = await app.inject({ url: '/intern', headers: { cookie } });
    t.equal(page.statusCode, 200);
    t.match(page.body, /<h1>Übersicht<\/h1>/);
    t.match(page.body, /<meta name="robots" content="noindex, nofollow"\/>/);
    t.equal(page.headers['cache-control'], 'no-store');
    t.equal(page.headers['x-robots-tag'], 'noindex, nofollow');
    t.equal(
      page.headers['content-security-policy'],
      securityHeaders(app.config)['content-security-policy'],
      'as strict as the public pages',
    );
    t.notMatch(page.body, /<script/, 'the overview loads no script');
    t.equal(page.headers['set-cookie'], undefined, 'the session is not re-sent on every page');
    const signIn = await app.inject({ url: '/intern/anmelden', headers: { cookie } });
    t.equal(signIn.statusCode, 303, 'signed in, the sign-in page leads on to the overview');
    t.equal(signIn.headers.location, '/intern');
  },
);

t.test('only on a plain-http localhost is the cookie not Secure, and so without the __Host- prefix (which requires Secure)', async (t) => {
  const local = ownerCookies({ publicUrl: 'http://localhost:3000' });
  t.match(local.session, { name: 'intern', options: { secure: false, httpOnly: true, sameSite: 'strict', path: '/', signed: true } });
  t.match(local.ceremony, { name: 'intern-ceremony', options: { secure: false, maxAge: 300 } });
  t.match(ownerCookies({ publicUrl: 'http://127.0.0.1:3000' }).session, { name: 'intern', options: { secure: false } });
  for (const publicUrl of ['https://localhost:3000', 'https://www.example.de', 'http://www.example.de'])
    t.match(ownerCookies({ publicUrl }).session, { name: '__Host-intern', options: { secure: true } }, publicUrl);
});

t.test('forged, expired, removed and revoked sessions are refused; the cookie holds only a signed id', async (t) => {
  const { app, store, cookie } = await signedInOwner(t);
  const open = (headers: Record<string, string>) => app.inject({ url: '/intern', headers });
  t.equal((await open({ cookie })).statusCode, 200, 'the real cookie works');

  const [name, value] = cookie.split('=') as [string, string];
  const [id, signature] = decodeURIComponent(value).split('.') as [string, string];
  const flipped = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}.${signature}`;
  t.equal((await open({ cookie: `${name}=${encodeURIComponent(flipped)}` })).statusCode, 303, 'the id changed, the signature not');
  t.equal((await open({ cookie: `${name}=${encodeURIComponent(id)}` })).statusCode, 303, 'the id without its signature');
  t.equal((await open({ cookie: `intern=${value}` })).statusCode, 303, 'under another name');
  t.notOk(JSON.stringify(await store.read()).includes(id), 'the store keeps a hash of the id, not the id');

  t.equal((await later(SESSION_HOURS * 3600_000 + 1000, () => open({ cookie }))).statusCode, 303, 'after 12 hours');
  t.equal((await later(SESSION_HOURS * 3600_000 - 60_000, () => open({ cookie }))).statusCode, 200, 'a minute before');

  // A second device: removing it ends its session, not this one.
  const { token } = await store.createLink();
  const second = await post(app, '/intern/einrichten/optionen', { token });
  const other = new SoftPasskey(ORIGIN);
  const added = await post(
    app,
    '/intern/einrichten/pruefen',
    { token, name: 'Laptop', response: other.register(second.json().options) },
    ceremonyOf(second),
  );
  const otherCookie = cookieOf(added)!;
  t.equal((await open({ cookie: otherCookie })).statusCode, 200, 'the second device is signed in');
  await store.removePasskey(other.id);
  t.equal((await open({ cookie: otherCookie })).statusCode, 303, 'a removed device is signed out');
  t.equal((await open({ cookie })).statusCode, 200, 'the other device stays signed in');

  await store.revoke();
  t.equal((await open({ cookie })).statusCode, 303, 'a cookie from before revoke');
  const again = await post(app, '/intern/anmelden/optionen', {});
  t.equal(again.statusCode, 409, 'the passkey is gone too');
});

t.test('sign-out clears the cookie and ends this session, also for a copy of the cookie; other devices stay signed in', async (t) => {
  const { app, cookie, passkey, lines } = await signedInOwner(t);
  const elsewhere = (await signIn(app, passkey)).cookie!;
  const out = await post(app, '/intern/abmelden', {}, { cookie });
  t.equal(out.statusCode, 303);
  t.equal(out.headers.location, '/intern/anmelden');
  t.match(out.cookies[0], { name: '__Host-intern', value: '', maxAge: 0 });
  t.equal((await app.inject({ url: '/intern', headers: { cookie } })).statusCode, 303);
  t.equal((await app.inject({ url: '/intern', headers: { cookie: elsewhere } })).statusCode, 200, 'the other session');
  t.ok(lines.some((line) => line.ownerAction === 'sign-out'));
});

t.test('a change from another origin is refused, with or without a session', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  // Every route under /intern that takes a change, open or guarded.
  const changes = routeList(app)
    .filter(({ path }) => path.startsWith('/intern'))
    .flatMap(({ path, methods }) => methods.filter((m) => m !== 'GET' && m !== 'HEAD').map((method) => ({ method, url: fill(path) })));
  t.ok(changes.length >= 5);
  const foreign: Array<[string, Record<string, string>]> = [
    ['another Origin', { origin: 'https://evil.example' }],
    ['Origin null from another site', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['no Origin, cross-site', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['no Origin, same-site (a subdomain)', { origin: '', 'sec-fetch-site': 'same-site' }],
    ['neither Origin nor Sec-Fetch-Site', { origin: '' }],
  ];
  for (const [label, headers] of foreign) {
    const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
    for (const { method, url } of changes) {
      const res = await app.inject({ method: method as 'POST', url, payload: {}, headers: { cookie, ...clean } });
      t.equal(res.statusCode, 403, `${label}: ${method} ${url}`);
      t.equal(res.headers['set-cookie'], undefined);
    }
  }
  t.equal((await app.inject({ url: '/intern', headers: { cookie } })).statusCode, 200, 'still signed in: the foreign sign-out did nothing');
  const sameNoOrigin = await app.inject({ method: 'POST', url: '/intern/abmelden', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
  t.equal(sameNoOrigin.statusCode, 303, 'no Origin but Sec-Fetch-Site: same-origin is the site itself');
  t.equal(ORIGIN, app.config.publicUrl);
});

t.test('the owner pages may ask for a passkey, the public pages may not; both deny everything else', async (t) => {
  const { app } = await testApp(t);
  const policy = async (url: string) => String((await app.inject({ url })).headers['permissions-policy']);
  const owner = await policy('/intern/anmelden');
  const site = await policy('/impressum');
  t.match(owner, /(^|,\s*)publickey-credentials-get=\(self\)(,|$)/);
  t.match(site, /(^|,\s*)publickey-credentials-get=\(\)(,|$)/);
  t.equal(owner.replace('publickey-credentials-get=(self)', 'publickey-credentials-get=()'), site, 'nothing else differs');
});

t.test('a plain form post is read under /intern: repeated fields are lists, __proto__ is a field like any other', async (t) => {
  const { app, cookie } = await signedInOwner(t);
  const out = await app.inject({
    method: 'POST',
    url: '/intern/abmelden',
    headers: { ...SAME_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'a=1&a=2&__proto__=x&__proto__=y',
  });
  t.equal(out.statusCode, 303, 'the sign-out form');
  // The app's parser, on a route that shows what it made of a body.
  const echo = Fastify();
  t.teardown(() => echo.close());
  await echo.register(formBody);
  echo.post('/', async (request) => ({
    entries: Object.entries(request.body as object),
    inheritsNothing: !('toString' in (request.body as object)) && !('hasOwnProperty' in (request.body as object)),
  }));
  const payload = 'a=1&a=2&a=3&b=%C3%BC+x&__proto__=x&__proto__=y&constructor=z';
  const read = await echo.inject({ method: 'POST', url: '/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
  t.same(read.json(), {
    entries: [
      ['a', ['1', '2', '3']],
      ['b', 'ü x'],
      ['__proto__', ['x', 'y']],
      ['constructor', 'z'],
    ],
    inheritsNothing: true,
  });
});
