import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import t, { type Test } from 'tap';
import { site, testApp } from '../helpers.ts';

const { offers } = site;

const ROUTES = site.pages.map((page) => page.path);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The site's policy, directive by directive (no 'unsafe-inline', no 'unsafe-eval'). */
function expectedCsp(https = true): Record<string, string> {
  return {
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data:",
    'font-src': "'self'",
    'connect-src': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    'base-uri': "'none'",
    'object-src': "'none'",
    ...(https ? { 'upgrade-insecure-requests': '' } : {}),
  };
}

function parseCsp(header: unknown): Record<string, string> {
  const directives: Record<string, string> = {};
  for (const part of (typeof header === 'string' ? header : '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values.join(' ');
  }
  return directives;
}

/** Every header the site's policy puts on an answer. */
function checkPolicy(t: Test, res: LightMyRequestResponse, label: string, csp = expectedCsp()) {
  const header = String(res.headers['content-security-policy'] ?? '');
  t.same(parseCsp(header), csp, `${label}: CSP has exactly the expected directives`);
  t.notMatch(header, /unsafe-inline|unsafe-eval|unsafe-hashes|\*/, `${label}: no unsafe source and no wildcard`);
  t.equal(res.headers['x-content-type-options'], 'nosniff', `${label}: nosniff`);
  t.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', `${label}: referrer policy`);
  t.equal(res.headers['cross-origin-opener-policy'], 'same-origin', `${label}: COOP`);
  t.equal(res.headers['cross-origin-resource-policy'], 'same-origin', `${label}: CORP`);
  t.equal(res.headers['x-frame-options'], 'DENY', `${label}: no framing (older browsers)`);
  t.notOk(res.headers['x-powered-by'], `${label}: no x-powered-by`);
  const permissions = String(res.headers['permissions-policy'] ?? '');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'autoplay', 'fullscreen']) {
    t.match(permissions, new RegExp(`(^|,\\s*)${feature}=\\(\\)(,|$)`), `${label}: permissions policy denies ${feature}`);
  }
  t.notMatch(permissions, /=\((?!\))/, `${label}: permissions policy allows nothing`);
}

t.test('headers – every HTML answer, 404 and 500 included, carries the CSP and the other security headers', async (t) => {
  const { app } = await testApp(t, {
    configure: (app) => {
      app.get('/__fail', async () => {
        throw new Error('render failure for the test');
      });
    },
  });
  for (const url of [...ROUTES, '/gibt-es-nicht', '/assets/gibt-es-nicht.js', '/__fail']) {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    const expected = url === '/__fail' ? 500 : url.startsWith('/gibt') || url.startsWith('/assets/') ? 404 : 200;
    t.equal(res.statusCode, expected, `${url} answers ${expected}`);
    t.match(res.headers['content-type'], /^text\/html; charset=utf-8/, `${url} is HTML`);
    checkPolicy(t, res, url);
    t.match(res.headers['strict-transport-security'], /^max-age=(\d+); includeSubDomains/, `${url}: HSTS on an https site`);
    t.ok(
      Number(/max-age=(\d+)/.exec(String(res.headers['strict-transport-security']))?.[1]) >= 31536000,
      `${url}: HSTS for at least a year`,
    );
  }
});

t.test('headers – a URL the router cannot decode gets a German line and the policy, not Fastify’s JSON', async (t) => {
  const { app } = await testApp(t);
  const res = await app.inject('/%E0%A4%A');
  t.equal(res.statusCode, 400);
  t.match(res.headers['content-type'], /^text\/plain; charset=utf-8/);
  t.equal(res.body, 'Diese Adresse ist ungültig. Zur Startseite: /');
  checkPolicy(t, res, '/%E0%A4%A');
});

t.test('headers – robots.txt, assets and JSON answers carry the policy too', async (t) => {
  const { app } = await testApp(t);
  for (const url of ['/robots.txt', '/sitemap.xml', '/llms.txt', app.assets.css, app.assets.script, app.assets.font.url]) {
    const res = await app.inject(url);
    t.equal(res.statusCode, 200, `${url} answers 200`);
    checkPolicy(t, res, url);
  }
});

t.test('headers – HSTS only when PUBLIC_URL is https', async (t) => {
  const { app } = await testApp(t, { env: { PUBLIC_URL: 'http://localhost:3000' } });
  for (const url of ['/', '/impressum', '/gibt-es-nicht']) {
    const res = await app.inject(url);
    t.notOk(res.headers['strict-transport-security'], `${url}: no HSTS over plain http`);
    checkPolicy(t, res, url, expectedCsp(false));
  }
});

t.test('assets – hashed files are immutable for a year, fixed names are not', async (t) => {
  const { app } = await testApp(t);
  const { assets } = app;
  const hashed = [assets.css, assets.script, ...assets.scriptPreload, assets.font.url, assets.og.url];
  for (const image of Object.values(assets.images)) hashed.push(image.avif, image.webp, image.fallback);
  for (const url of hashed) {
    t.match(url, /^\/assets\/[\w-]+-[\w]{8}\.\w+$/, `${url} has a hash in its name`);
    const res = await app.inject(url);
    t.equal(res.statusCode, 200, `${url} answers 200`);
    t.equal(res.headers['cache-control'], IMMUTABLE, `${url} is immutable`);
  }
  const icon = await app.inject(assets.icons.svg);
  t.equal(icon.statusCode, 200);
  t.notMatch(String(icon.headers['cache-control']), /immutable/, 'the favicon keeps its name across deploys: not immutable');
});

t.test('assets – the precompressed brotli or gzip file by Accept-Encoding, with Vary', async (t) => {
  const { app } = await testApp(t);
  for (const url of [app.assets.css, app.assets.script]) {
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    t.notOk(plain.headers['content-encoding'], `${url}: identity when asked`);
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    t.equal(br.headers['content-encoding'], 'br', `${url}: br for a browser`);
    t.match(br.headers.vary, /accept-encoding/i, `${url}: Vary: Accept-Encoding`);
    t.equal(br.headers['cache-control'], IMMUTABLE);
    t.ok(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), `${url}: br decodes to the file`);
    t.ok(br.rawPayload.length < plain.rawPayload.length * 0.6, `${url}: br is smaller`);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    t.equal(gz.headers['content-encoding'], 'gzip', `${url}: gzip without br`);
    t.match(gz.headers.vary, /accept-encoding/i);
    t.ok(gunzipSync(gz.rawPayload).equals(plain.rawPayload), `${url}: gzip decodes to the file`);
  }
  // Already compressed formats go as they are.
  const font = await app.inject({ url: app.assets.font.url, headers: { 'accept-encoding': 'br, gzip' } });
  t.notOk(font.headers['content-encoding'], 'woff2 is not compressed again');
});

t.test('HTML – compressed for browsers, identical after decoding, with Vary', async (t) => {
  const { app } = await testApp(t);
  for (const url of [...ROUTES, '/gibt-es-nicht']) {
    const plain = await app.inject({ url });
    t.notOk(plain.headers['content-encoding'], `${url}: identity without Accept-Encoding`);
    t.match(plain.headers.vary, /accept-encoding/i, `${url}: Vary even when not compressed`);
    for (const [accept, decode] of [
      ['br, gzip', (body: Buffer) => brotliDecompressSync(body)],
      ['gzip', (body: Buffer) => gunzipSync(body)],
    ] as const) {
      const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
      const encoding = String(res.headers['content-encoding']);
      t.equal(encoding, accept === 'gzip' ? 'gzip' : 'br', `${url}: compressed for "${accept}"`);
      t.match(res.headers.vary, /accept-encoding/i, `${url}: Vary: Accept-Encoding`);
      t.ok(
        res.rawPayload.length < plain.rawPayload.length / 2,
        `${url}: ${encoding} is small (${res.rawPayload.length} of ${plain.rawPayload.length} bytes)`,
      );
      t.ok(decode(res.rawPayload).equals(plain.rawPayload), `${url}: ${encoding} decodes to the page`);
      t.equal(Number(res.headers['content-length']), res.rawPayload.length, `${url}: content-length of the encoded bytes`);
    }
  }
});

t.test('HTML – every public page is the same bytes for everyone: two GETs are byte-identical, in every encoding', async (t) => {
  const { app } = await testApp(t, { calendar: async () => [] });
  for (const url of [...ROUTES, '/?anliegen=speaking', '/keynotes?kontakt=gesendet#contact-status']) {
    for (const accept of ['br, gzip', 'gzip', 'identity']) {
      const [first, second] = [
        await app.inject({ url, headers: { 'accept-encoding': accept } }),
        await app.inject({ url, headers: { 'accept-encoding': accept } }),
      ];
      t.ok(first.rawPayload.equals(second.rawPayload), `${url} (${accept}): the same ${first.rawPayload.length} bytes`);
      t.equal(first.headers.etag, second.headers.etag);
    }
    const html = (await app.inject(url)).body;
    t.notMatch(html, /spam_token|form_start_time|&quot;token&quot;/, `${url}: no form token in the page`);
  }
  t.match((await app.inject('/')).body, 'name="slot"', 'the home lists the slots');
});

t.test('HTML – every page answers 304 to its ETag in every encoding', async (t) => {
  const { app } = await testApp(t);
  for (const url of ['/impressum', '/robots.txt', '/', '/keynotes?anliegen=speaking']) {
    const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    t.match(etag, /^W\/"/, `${url}: a weak ETag, the same for every encoding`);
    const plain = await app.inject({ url });
    t.equal(plain.headers.etag, etag);
    const again = await app.inject({ url, headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    t.equal(again.statusCode, 304);
    t.equal(again.rawPayload.length, 0);
  }
});

t.test(
  'caching – a shared cache may keep every page, those with a form for a shorter time; what is one visitor’s no cache keeps',
  async (t) => {
    const { app } = await testApp(t, {
      configure: (app) => {
        app.get('/__fail', async () => {
          throw new Error('render failure for the test');
        });
      },
    });
    const withForm = ['/', ...offers.map((offer) => offer.page.path), '/keynotes'];
    for (const url of [...ROUTES.filter((route) => !withForm.includes(route)), '/robots.txt', '/sitemap.xml', '/llms.txt']) {
      const res = await app.inject(url);
      t.equal(res.headers['cache-control'], 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400', `${url}`);
      t.ok(res.headers.etag, `${url}: with a validator`);
    }
    for (const url of [...withForm, '/?anliegen=speaking', '/sparringspartner?kontakt=gebucht', '/?kontakt=fehler&formular=rueckruf']) {
      const res = await app.inject(url);
      t.equal(
        res.headers['cache-control'],
        'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
        `${url}: kept a minute, the slots`,
      );
      t.ok(res.headers.etag, `${url}: with a validator`);
    }
    for (const url of ['/gibt-es-nicht', '/__fail', '/healthz', '/form-token']) {
      t.equal((await app.inject(url)).headers['cache-control'], 'no-store', `${url}: no-store`);
    }
    const asset = await app.inject(app.assets.css);
    const again = await app.inject({ url: app.assets.css, headers: { 'if-none-match': String(asset.headers.etag) } });
    t.equal(again.statusCode, 304, 'an asset answers 304 to its ETag');
  },
);

t.test('HTML – Accept-Encoding: br whenever the client takes it, else gzip; q=0 refuses', async (t) => {
  const { app } = await testApp(t);
  const cases: Array<[string | undefined, string | undefined]> = [
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['*', 'br'],
    ['br', 'br'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
    [undefined, undefined],
  ];
  for (const [accept, encoding] of cases) {
    const headers = accept === undefined ? {} : { 'accept-encoding': accept };
    for (const url of ['/impressum', '/'])
      t.equal((await app.inject({ url, headers })).headers['content-encoding'], encoding, `${url} for ${accept}`);
  }
});
