// The endpoint's HTTP side: origins, the rate limit, content negotiation and the
// 303 for browsers without JavaScript, the form token route.
import t from 'tap';
import { MESSAGES, TOKEN_PATH } from '../../shared/contact.ts';
import { verifyToken } from '../../server/contact/spam.ts';
import { testApp } from '../helpers.ts';
import { parseHtml } from '../html.ts';
import { postForm, validFields } from './helpers.ts';
import { FORM_SECRET } from '../secret.ts';

t.test('contact form – origins: a foreign origin gets 403, the own one passes', async (t) => {
  const { app } = await testApp(t);
  const post = (headers: Record<string, string>) => postForm(app, validFields(), { headers });

  const foreign = await post({ origin: 'https://evil.example.com' });
  t.equal(foreign.statusCode, 403);
  t.equal(foreign.json().success, false);
  t.equal((await post({ origin: 'https://evil.example.com', accept: 'text/html' })).statusCode, 403, 'no redirect for a foreign origin');
  t.equal((await post({ 'sec-fetch-site': 'cross-site' })).statusCode, 403, 'cross-site without Origin');
  t.equal((await post({ origin: 'null' })).statusCode, 403, 'Origin: null');
  t.equal((await post({ origin: 'https://www.example.de.evil.com' })).statusCode, 403, 'a look-alike origin');

  t.equal((await post({ origin: 'https://www.example.de' })).statusCode, 200, 'PUBLIC_URL’s origin');
  t.equal((await post({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).statusCode, 200, 'Origin host equals Host');
  t.equal((await post({ origin: 'http://localhost', host: 'localhost:80' })).statusCode, 200, 'a default port in Host');
  t.equal((await post({ origin: 'http://127.0.0.1:3001', host: '127.0.0.1:3000' })).statusCode, 403, 'another port is another origin');
  t.equal((await post({ 'sec-fetch-site': 'same-origin' })).statusCode, 200, 'same-origin without Origin');
  t.equal((await post({ 'sec-fetch-site': 'none' })).statusCode, 200, 'user-initiated without Origin');
  t.equal((await post({})).statusCode, 200, 'no Origin at all (not a browser)');
});

t.test('contact form – the rate limit answers 429 with Retry-After, in the same JSON', async (t) => {
  const { app } = await testApp(t, { env: { CONTACT_RATE_LIMIT: '2' } });
  const headers = { origin: 'https://www.example.de' };
  t.equal((await postForm(app, validFields(), { headers })).statusCode, 200);
  t.equal((await postForm(app, validFields({ name: '' }), { headers })).statusCode, 400, 'an invalid post counts too');
  const limited = await postForm(app, validFields(), { headers });
  t.equal(limited.statusCode, 429);
  t.equal(limited.json().success, false);
  t.ok(Number(limited.headers['retry-after']) > 0, `Retry-After: ${limited.headers['retry-after']}`);
  const other = await postForm(app, validFields(), { headers: { 'x-forwarded-for': '203.0.113.7' } });
  t.equal(other.statusCode, 429, 'X-Forwarded-For does not count without TRUST_PROXY');
  const page = await app.inject('/impressum');
  t.equal(page.statusCode, 200, 'pages are not limited');
  const token = await app.inject(TOKEN_PATH);
  t.equal(token.statusCode, 200, 'the token endpoint is not limited');
});

t.test('contact form – a browser without JavaScript gets a 303 back to the form it sent', async (t) => {
  const { app } = await testApp(t);
  const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const ok = await postForm(app, validFields(), { headers: { accept: html } });
  t.equal(ok.statusCode, 303);
  // Nothing the visitor typed is in the query, and nothing unbounded: one of a few pages kept for everyone.
  t.equal(ok.headers.location, '/?kontakt=gesendet&formular=nachricht#nachricht-status');
  const spam = await postForm(app, validFields({ website: 'x' }), { headers: { accept: html } });
  t.equal(spam.headers.location, '/?kontakt=gesendet&formular=nachricht#nachricht-status', 'spam: the same');
  // A field the form cannot send wrong (a typed one comes back on the page itself: confirmation.test.ts).
  const invalid = await postForm(app, validFields({ call_time: 'nachts', cta_type: 'sparring' }), { headers: { accept: html } });
  t.equal(invalid.statusCode, 303);
  t.equal(invalid.headers.location, '/?anliegen=sparring&kontakt=fehler&formular=nachricht#nachricht-error', 'error, with the topic kept');
  const tooBig = await postForm(app, validFields({ message: 'x'.repeat(6000) }), { headers: { accept: html } });
  t.equal(tooBig.headers.location, '/?kontakt=fehler&formular=nachricht#nachricht-error');

  // The page the browser lands on shows the status.
  const page = await app.inject((ok.headers.location as string).split('#')[0]!);
  t.match(page.body, MESSAGES.success);
  const errorPage = await app.inject((invalid.headers.location as string).split('#')[0]!);
  t.match(errorPage.body, MESSAGES.error);

  for (const accept of ['*/*', 'application/json', 'application/json, text/html;q=0.9', '']) {
    const res = await postForm(app, validFields(), { headers: { accept } });
    t.equal(res.statusCode, 200, `Accept "${accept}": JSON`);
  }
});

t.test('contact form – the rendered form posts to the endpoint, without a token (the page is the same for everyone)', async (t) => {
  const { app } = await testApp(t);
  const doc = parseHtml((await app.inject('/?anliegen=kilead')).body);
  t.equal(doc.querySelectorAll('form[action="/sendForm.php"]').length, 2, 'no calendar: a callback and a message form');
  const form = doc.querySelector('form#nachricht-form');
  t.equal(form?.getAttribute('action'), '/sendForm.php', 'a real form');
  t.equal(form?.getAttribute('method'), 'post');
  t.equal(form?.getAttribute('enctype'), 'multipart/form-data');
  const names = form!.querySelectorAll('[name]').map((e) => e.getAttribute('name'));
  t.same(names.sort(), ['cta_type', 'email', 'form', 'message', 'name', 'page', 'website'].sort());
  const callback = doc.querySelector('form#rueckruf-form');
  const callbackNames = callback!.querySelectorAll('[name]').map((e) => e.getAttribute('name'));
  t.same(callbackNames.sort(), ['call_time', 'cta_type', 'form', 'name', 'page', 'phone', 'website'].sort());
});

t.test('form token – GET /form-token: a fresh signed token and the free slots, never cached, no cookie', async (t) => {
  const { app } = await testApp(t);
  const res = await app.inject(TOKEN_PATH);
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'no-store');
  t.equal(res.headers['set-cookie'], undefined);
  const body = res.json();
  t.match(body.startTime, /^\d{13}$/);
  const check = verifyToken(FORM_SECRET, body.token, Number(body.startTime) + 3_000);
  t.ok(check.ok);
  t.same(body.slots, [], 'no calendar: no slot');
  t.not((await app.inject(TOKEN_PATH)).json().token, body.token, 'a new token per request');

  const { app: withCalendar } = await testApp(t, { calendar: async () => [] });
  const slots = (await withCalendar.inject(TOKEN_PATH)).json().slots;
  t.ok(slots.length > 0, 'a calendar: its free slots');
  t.same(slots, withCalendar.slots.offered(), 'as they are now, by day');
});
