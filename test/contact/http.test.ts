// The endpoint's HTTP side: origins, the rate limit, content negotiation and the
// 303 for browsers without JavaScript, the form token route.
import t from 'tap';
import { MESSAGES, TOKEN_PATH } from '../../shared/contact.ts';
import { verifyToken } from '../../server/contact/spam.ts';
import { leadApp, postForm, validFields } from './helpers.ts';
import { FORM_SECRET } from '../secret.ts';

t.test('contact form – origins: a foreign origin gets 403, the own one passes', async (t) => {
  const app = await leadApp(t);
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
  const app = await leadApp(t, { CONTACT_RATE_LIMIT: '2' });
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

t.test('contact form – a browser without JavaScript gets a 303 back to the contact section', async (t) => {
  const app = await leadApp(t);
  const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const ok = await postForm(app, validFields(), { headers: { accept: html } });
  t.equal(ok.statusCode, 303);
  // The confirmation repeats the topic: it is in the query (the visitor's name and address never are).
  t.equal(ok.headers.location, '/?anliegen=speaking&kontakt=gesendet#contact-status');
  const spam = await postForm(app, validFields({ website: 'x' }), { headers: { accept: html } });
  t.equal(spam.headers.location, '/?anliegen=speaking&kontakt=gesendet#contact-status', 'spam: the same');
  // A field the form cannot send wrong (a typed one comes back on the page itself: confirmation.test.ts).
  const invalid = await postForm(app, validFields({ call_time: 'nachts', cta_type: 'sparring' }), { headers: { accept: html } });
  t.equal(invalid.statusCode, 303);
  t.equal(invalid.headers.location, '/?anliegen=sparring&kontakt=fehler#contact-error', 'error, with the topic kept');
  const tooBig = await postForm(app, validFields({ message: 'x'.repeat(6000) }), { headers: { accept: html } });
  t.equal(tooBig.headers.location, '/?kontakt=fehler#contact-error');

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

t.test('contact form – the rendered form posts to the endpoint and its token is accepted', async (t) => {
  const app = await leadApp(t);
  const { parseHtml } = await import('../html.ts');
  const doc = parseHtml((await app.inject('/?anliegen=kilead')).body);
  const form = doc.querySelector('form[action="/sendForm.php"]');
  t.ok(form, 'a real form');
  t.equal(form?.getAttribute('method'), 'post');
  t.equal(form?.getAttribute('enctype'), 'multipart/form-data');
  const names = form!.querySelectorAll('[name]').map((e) => e.getAttribute('name'));
  t.same(names.sort(), ['cta_type', 'email', 'form_start_time', 'message', 'name', 'page', 'spam_token', 'website'].sort());
  const callback = doc.querySelector('form#callback-form');
  const callbackNames = callback!.querySelectorAll('[name]').map((e) => e.getAttribute('name'));
  t.same(callbackNames.sort(), ['call_time', 'cta_type', 'form_start_time', 'name', 'page', 'phone', 'spam_token', 'website'].sort());
  const token = form!.querySelector('input[name="spam_token"]')!.getAttribute('value')!;
  const check = verifyToken(FORM_SECRET, token, Date.now() + 3_000);
  t.ok(check.ok, 'the page’s token is signed with FORM_SECRET');
});

t.test('form token – GET /form-token hands out a fresh signed token, never cached', async (t) => {
  const app = await leadApp(t);
  const res = await app.inject(TOKEN_PATH);
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'no-store');
  const body = res.json();
  t.match(body.startTime, /^\d{13}$/);
  const check = verifyToken(FORM_SECRET, body.token, Number(body.startTime) + 3_000);
  t.ok(check.ok);
  t.not((await app.inject(TOKEN_PATH)).json().token, body.token, 'a new token per request');
});
