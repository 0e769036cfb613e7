import t from 'tap';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../server/contact/maildir.ts';
import { FIELD_LIMITS, MESSAGES, TOKEN_PATH } from '../../shared/contact.ts';
import { issueToken, verifyToken } from '../../server/contact/token.ts';
import { multipart } from '../helpers.ts';
import { leadApp, postForm, readStored, SECRET, storeContents, validFields } from './helpers.ts';

t.test('contact form – a valid lead is stored durably in new/ and answered with success and a fresh token', async (t) => {
  const app = await leadApp(t);
  const res = await postForm(app, validFields());
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.headers['cache-control'], 'no-store');
  const body = res.json();
  t.equal(body.success, true);
  t.equal(body.message, MESSAGES.success);
  t.ok(verifyToken(SECRET, body.token, Date.now() + 5_000).ok, 'the answer carries a fresh signed token');
  t.match(body.startTime, /^\d{13}$/);

  const store = await storeContents(app.config.dataDir);
  t.equal(store.pending.length, 1, 'one message pending');
  t.same(store.tmp, [], 'nothing left in tmp/');
  const mail = await readStored(app.config.dataDir, 'new', store.pending[0]!);
  t.match(mail.headers.get('message-id')?.[0], /^<\d+\.M\d+P\d+Q\d+R[0-9a-f]{16}@example\.de>$/);
  t.equal(mail.headers.get('reply-to')?.[0], 'Max Mustermann <max@mustermann.de>');
  t.equal(mail.headers.get('to')?.[0], 'kontaktformular@example.de', 'without MAIL_TO the site address');
  t.match(mail.text, 'ich suche eine Keynote');
  t.equal(app.leads.status().pending, 1, 'status counts it');
});

t.test('contact form – the topic is optional: empty means sonstiges', async (t) => {
  const app = await leadApp(t);
  t.equal((await postForm(app, validFields({ cta_type: '' }))).statusCode, 200);
  const { fields } = { fields: validFields() };
  delete fields.cta_type;
  t.equal((await postForm(app, fields)).statusCode, 200, 'missing topic field');
  const store = await storeContents(app.config.dataDir);
  for (const name of store.pending) {
    t.equal((await readStored(app.config.dataDir, 'new', name)).headers.get('x-lead-topic')?.[0], 'sonstiges');
  }
});

t.test('contact form – every validation rule answers 400 with success false and stores nothing', async (t) => {
  const app = await leadApp(t);
  const cases: Array<[string, Record<string, string>]> = [
    ['empty name', { name: '' }],
    ['blank name', { name: '   ' }],
    ['empty email', { email: '' }],
    ['empty message', { message: '' }],
    ['blank message', { message: ' \r\n ' }],
    ['email without @', { email: 'max.mustermann.de' }],
    ['email with display name', { email: 'Max <max@mustermann.de>' }],
    ['email list', { email: 'max@mustermann.de, erika@mustermann.de' }],
    ['email with comment', { email: 'max(Kommentar)@mustermann.de' }],
    ['email with quotes', { email: '"max"@mustermann.de' }],
    ['email with space', { email: 'max @mustermann.de' }],
    ['email with trailing dot domain', { email: 'max@mustermann.' }],
    ['unknown topic', { cta_type: 'lightning' }],
    ['name with LF', { name: 'Max\nMustermann' }],
    ['name with CR', { name: 'Max\rMustermann' }],
    ['name with NUL', { name: 'Max\u0000Mustermann' }],
    ['name with a bidi override', { name: 'Max \u202EnnamretsuM' }],
    ['name with a bidi isolate', { name: 'Max \u2067Mustermann' }],
  ];
  for (const [label, override] of cases) {
    const res = await postForm(app, validFields(override));
    t.equal(res.statusCode, 400, label);
    t.equal(res.json().success, false, `${label}: success false`);
  }
  const missing = validFields();
  delete missing.email;
  t.equal((await postForm(app, missing)).statusCode, 400, 'missing email field');
  t.same(await storeContents(app.config.dataDir), { pending: [], sent: [], failed: [], quarantine: [], tmp: [] });
});

t.test('contact form – values are trimmed, but a plain address with every allowed character passes', async (t) => {
  const app = await leadApp(t);
  const res = await postForm(app, validFields({ name: '  Erika  ', email: "  o'neil+kontakt@sub.example-firma.de " }));
  t.equal(res.statusCode, 200);
  const [name] = (await storeContents(app.config.dataDir)).pending;
  const mail = await readStored(app.config.dataDir, 'new', name!);
  t.equal(mail.headers.get('reply-to')?.[0], "Erika <o'neil+kontakt@sub.example-firma.de>");
});

t.test('contact form – limits: a field over its limit is rejected, never stored cut off', async (t) => {
  const app = await leadApp(t);
  const at = (n: number) => 'a'.repeat(n);
  t.equal((await postForm(app, validFields({ name: at(FIELD_LIMITS.name) }))).statusCode, 200, 'name at the limit');
  t.equal((await postForm(app, validFields({ message: at(FIELD_LIMITS.message) }))).statusCode, 200, 'message at the limit');
  t.equal((await postForm(app, validFields({ message: 'ü'.repeat(FIELD_LIMITS.message) }))).statusCode, 200, 'message of 2-byte characters at the limit');
  t.equal((await postForm(app, validFields({ message: '€'.repeat(FIELD_LIMITS.message) }))).statusCode, 200, 'message of 3-byte characters at the limit');
  // A browser's maxlength counts a line break once; the multipart body carries it as CRLF.
  const lines = (n: number) => Array.from({ length: n }, () => 'x'.repeat(49)).join('\n') + '\n';
  t.equal(lines(100).length, FIELD_LIMITS.message);
  t.equal((await postForm(app, validFields({ message: lines(100) }))).statusCode, 200, 'message with 100 line breaks at the limit (CRLF on the wire)');
  t.equal((await postForm(app, validFields({ message: lines(100) + 'x' }))).statusCode, 413, 'one character more is too long');
  const local = at(64);
  const email = `${local}@${[at(63), at(63), at(50)].join('.')}.de`;
  t.equal((await postForm(app, validFields({ email }))).statusCode, 200, `email of ${email.length} characters`);

  const over: Array<[string, Record<string, string>]> = [
    ['name', { name: at(FIELD_LIMITS.name + 1) }],
    ['email', { email: `${at(FIELD_LIMITS.email)}@x.de` }],
    ['message', { message: at(FIELD_LIMITS.message + 1) }],
    ['message far over the byte limit', { message: at(100_000) }],
    ['message of 3-byte characters', { message: '€'.repeat(FIELD_LIMITS.message + 1) }],
    ['honeypot', { website: at(FIELD_LIMITS.website + 1) }],
  ];
  for (const [label, override] of over) {
    const res = await postForm(app, validFields(override));
    t.equal(res.statusCode, 413, `${label} over the limit: 413`);
    t.equal(res.json().success, false);
  }
  t.equal((await storeContents(app.config.dataDir)).pending.length, 6, 'only the posts within the limits were stored');
});

t.test('contact form – limits: file parts, unknown, repeated and too many fields are rejected', async (t) => {
  const app = await leadApp(t);
  const file = await postForm(app, validFields(), { files: { attachment: 'PDF' } });
  t.equal(file.statusCode, 400, 'a file part');
  const namedFile = await postForm(app, validFields(), { files: { message: 'text as a file' } });
  t.equal(namedFile.statusCode, 400, 'a known field sent as a file');
  t.equal((await postForm(app, { ...validFields(), phone: '0123' })).statusCode, 400, 'an unknown field');
  t.equal((await postForm(app, { ...validFields(), ['x'.repeat(64)]: '1' })).statusCode, 400, 'a long field name');
  t.equal((await postForm(app, { ...validFields(), email: ['a@b.de', 'c@d.de'] })).statusCode, 400, 'a repeated field');
  t.equal((await postForm(app, { ...validFields(), name: ['Max', 'Max'] })).statusCode, 400, 'a repeated identical field');
  t.equal((await postForm(app, { ...validFields(), __proto__x: '1', constructor: 'x' })).statusCode, 400, 'prototype names');
  const many = { ...validFields(), ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])) };
  t.equal((await postForm(app, many)).statusCode, 400, 'many fields: the first unknown one is named');
  t.same((await storeContents(app.config.dataDir)).pending, []);
});

t.test('contact form – a JSON-typed part is not a form field', async (t) => {
  const app = await leadApp(t);
  const boundary = 'xYzBoundary';
  const fields = validFields();
  const parts = Object.entries(fields).map(([name, value]) =>
    name === 'name'
      ? `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const res = await app.inject({
    method: 'POST',
    url: '/sendForm.php',
    payload: parts.join('') + `--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
  });
  t.equal(res.statusCode, 400);
});

t.test('contact form – a 10 MB body is answered 413 and never read into memory', async (t) => {
  const app = await leadApp(t);
  const big = validFields({ message: 'x'.repeat(10 * 1024 * 1024) });
  const res = await postForm(app, big);
  t.equal(res.statusCode, 413);
  t.equal(res.json().success, false);
  const file = await postForm(app, validFields(), { files: { upload: 'x'.repeat(10 * 1024 * 1024) } });
  t.equal(file.statusCode, 413, 'a 10 MB file part');

  // Chunked, without Content-Length: counted as it arrives.
  const body = await multipart(big);
  const { Readable } = await import('node:stream');
  const chunked = await app.inject({
    method: 'POST',
    url: '/sendForm.php',
    payload: Readable.from([body.payload.subarray(0, 1024 * 1024), body.payload.subarray(1024 * 1024)]),
    headers: { ...body.headers, accept: 'application/json', 'transfer-encoding': 'chunked' },
  });
  t.equal(chunked.statusCode, 413, 'chunked 10 MB body');
  t.same((await storeContents(app.config.dataDir)).pending, []);
});

t.test('contact form – any other body type is answered 415', async (t) => {
  const app = await leadApp(t);
  const bodies: Array<[string, string]> = [
    ['application/json', JSON.stringify(validFields())],
    ['application/x-www-form-urlencoded', new URLSearchParams(validFields()).toString()],
    ['text/plain', 'name=Max'],
    ['application/xml', '<a/>'],
  ];
  for (const [type, payload] of bodies) {
    const res = await app.inject({ method: 'POST', url: '/sendForm.php', payload, headers: { 'content-type': type, accept: 'application/json' } });
    t.equal(res.statusCode, 415, type);
    t.equal(res.json().success, false, `${type}: JSON answer`);
  }
  const none = await app.inject({ method: 'POST', url: '/sendForm.php', headers: { accept: 'application/json' } });
  t.equal(none.statusCode, 415, 'no body');
  const huge = await app.inject({
    method: 'POST',
    url: '/sendForm.php',
    payload: JSON.stringify({ message: 'x'.repeat(10 * 1024 * 1024) }),
    headers: { 'content-type': 'application/json', accept: 'application/json' },
  });
  t.equal(huge.statusCode, 413, 'a 10 MB JSON body is too large before it is unsupported');
  t.equal(huge.json().success, false);
});

t.test('contact form – a malformed multipart body is a 400, never a 5xx', async (t) => {
  const app = await leadApp(t);
  const payloads = [
    '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nMax', // ends early
    'garbage without boundary',
    '--b\r\nno headers at all\r\n--b--',
  ];
  for (const payload of payloads) {
    const res = await app.inject({
      method: 'POST',
      url: '/sendForm.php',
      payload,
      headers: { 'content-type': 'multipart/form-data; boundary=b', accept: 'application/json' },
    });
    t.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(payload.slice(0, 20))}: ${res.statusCode}`);
    t.equal(res.json().success, false);
  }
  const noBoundary = await app.inject({
    method: 'POST',
    url: '/sendForm.php',
    payload: 'x',
    headers: { 'content-type': 'multipart/form-data', accept: 'application/json' },
  });
  t.equal(noBoundary.statusCode, 400, 'no boundary');
});

t.test('contact form – header injection through name and email is impossible', async (t) => {
  const app = await leadApp(t);
  const injections: Array<Record<string, string>> = [
    { name: 'Max\r\nBcc: opfer@example.com' },
    { name: 'Max\nSubject: Gewinn' },
    { email: 'max@mustermann.de\r\nBcc: opfer@example.com' },
    { email: 'max@mustermann.de\nBcc:opfer@example.com' },
    { email: 'max@mustermann.de%0ABcc:opfer@example.com' },
  ];
  for (const override of injections) {
    t.equal((await postForm(app, validFields(override))).statusCode, 400, JSON.stringify(override));
  }
  // What is allowed in a name is encoded, never a second address or header.
  const tricky = 'Evil, <opfer@example.com>; "Bcc: x" =?utf-8?q?=0D=0A?= Jürgen';
  t.equal((await postForm(app, validFields({ name: tricky }))).statusCode, 200);
  const [name] = (await storeContents(app.config.dataDir)).pending;
  const mail = await readStored(app.config.dataDir, 'new', name!);
  t.equal(mail.headers.get('reply-to')?.length, 1, 'one Reply-To header');
  t.notOk(mail.headers.has('bcc'), 'no Bcc header');
  t.equal(mail.headers.get('from')?.[0], 'Kontaktformular <kontaktformular@example.de>', 'the visitor is never the sender');
  const replyTo = mail.headers.get('reply-to')![0]!;
  t.match(replyTo, /<max@mustermann\.de>$/, 'the only address in Reply-To is the visitor’s');
  t.notMatch(replyTo.replace(/"(?:[^"\\]|\\.)*"|=\?[^?]+\?[QB]\?[^?]*\?=/gi, ''), /opfer@example\.com/, 'the injected address is inside the quoted or encoded display name');
  const { decodeWords } = await import('./helpers.ts');
  t.match(decodeWords(mail.headers.get('subject')![0]!), 'Jürgen');
});

t.test('contact form – spam is answered exactly like success, delivers nothing and lands in quarantine', async (t) => {
  const app = await leadApp(t);
  const expected = (await postForm(app, validFields())).json();
  const spam: Array<[string, Record<string, string>]> = [
    ['honeypot', { website: 'https://spam.example' }],
    ['too fast (token younger than 3 s)', { spam_token: issueToken(SECRET, Date.now() - 1_000) }],
    ['forged token', { spam_token: issueToken('another-secret-another-secret-0123456', Date.now() - 5_000) }],
    ['tampered token', { spam_token: issueToken(SECRET, Date.now() - 5_000).replace(/^[0-9a-z]+/, (Date.now() - 60_000).toString(36)) }],
    ['missing token', { spam_token: '' }],
    ['expired token', { spam_token: issueToken(SECRET, Date.now() - 25 * 60 * 60 * 1000) }],
    ['form_start_time too young', { form_start_time: String(Date.now() - 500) }],
  ];
  for (const [label, override] of spam) {
    const res = await postForm(app, validFields(override));
    t.equal(res.statusCode, 200, `${label}: 200`);
    const body = res.json();
    t.same(Object.keys(body).sort(), Object.keys(expected).sort(), `${label}: the same answer`);
    t.equal(body.success, true);
    t.equal(body.message, MESSAGES.success);
  }
  // form_start_time cannot excuse a young token.
  const excuse = await postForm(app, validFields({ spam_token: issueToken(SECRET, Date.now() - 500), form_start_time: String(Date.now() - 60_000) }));
  t.equal(excuse.statusCode, 200);

  const store = await storeContents(app.config.dataDir);
  t.equal(store.pending.length, 1, 'only the real lead is pending');
  t.equal(store.quarantine.length, spam.length + 1, 'every spam post is in the quarantine');
  const reasons = await Promise.all(
    store.quarantine.map(async (n) => (await readStored(app.config.dataDir, '.Quarantine/new', n)).headers.get('x-lead-spam')?.[0]),
  );
  t.same(reasons.sort(), ['honeypot', 'start-time', 'token-expired', 'token-forged', 'token-forged', 'token-missing', 'too-fast', 'too-fast'].sort());
});

t.test('contact form – a token carries one message: the second post with it is quarantined', async (t) => {
  const app = await leadApp(t);
  const fields = validFields();
  t.equal((await postForm(app, fields)).json().success, true);
  const again = await postForm(app, { ...fields, message: 'Noch einmal' });
  t.equal(again.statusCode, 200);
  t.equal(again.json().success, true, 'answered like success');
  // Concurrent posts with one token: exactly one is accepted.
  const racing = validFields();
  await Promise.all(Array.from({ length: 5 }, () => postForm(app, racing)));
  const store = await storeContents(app.config.dataDir);
  t.equal(store.pending.length, 2);
  t.equal(store.quarantine.length, 5);
  t.ok(store.quarantine.length > 0);
  const reason = (await readStored(app.config.dataDir, '.Quarantine/new', store.quarantine[0]!)).headers.get('x-lead-spam')?.[0];
  t.equal(reason, 'replay');
});

t.test('contact form – a resend after a crash between claiming the token and storing the lead is delivered', async (t) => {
  const app = await leadApp(t);
  const fields = validFields();
  const nonce = fields.spam_token!.split('.')[1]!;
  // What a process killed after the claim and before the store leaves behind: the record, no message.
  await writeFile(path.join(app.config.dataDir, 'tokens', nonce), newId());
  const resend = await postForm(app, fields);
  t.equal(resend.json().success, true);
  let store = await storeContents(app.config.dataDir);
  t.equal(store.pending.length, 1, 'the resend is pending for delivery');
  t.equal(store.quarantine.length, 0, 'not quarantined as a replay');
  t.equal((await postForm(app, fields)).statusCode, 200);
  store = await storeContents(app.config.dataDir);
  t.same([store.pending.length, store.quarantine.length], [1, 1], 'a third post with the token is a replay: its message is stored');
});

t.test('contact form – content negotiation: only a client that prefers HTML gets the redirect', async (t) => {
  const app = await leadApp(t);
  const cases: Array<[string, number]> = [
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 303],
    ['text/html', 303],
    ['*/*', 200],
    ['application/json', 200],
    ['application/json, text/plain, */*', 200],
    ['text/html;q=0.5, application/json', 200],
  ];
  for (const [accept, status] of cases) t.equal((await postForm(app, validFields(), { headers: { accept } })).statusCode, status, accept);
});

t.test('contact form – the used-token record survives a restart', async (t) => {
  const first = await leadApp(t);
  const fields = validFields();
  t.equal((await postForm(first, fields)).statusCode, 200);
  const second = await leadApp(t, { DATA_DIR: first.config.dataDir });
  t.equal((await postForm(second, fields)).statusCode, 200);
  const store = await storeContents(first.config.dataDir);
  t.equal(store.pending.length, 1);
  t.equal(store.quarantine.length, 1);
});

t.test('contact form – origins: a foreign origin gets 403, the own and listed ones pass', async (t) => {
  const app = await leadApp(t, { CORS_ORIGINS: 'https://static.example.net' });
  const post = (headers: Record<string, string>) => postForm(app, validFields(), { headers });

  const foreign = await post({ origin: 'https://evil.example.com' });
  t.equal(foreign.statusCode, 403);
  t.equal(foreign.json().success, false);
  t.notOk(foreign.headers['access-control-allow-origin'], 'no CORS header for a foreign origin');
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

  const listed = await post({ origin: 'https://static.example.net', 'sec-fetch-site': 'cross-site' });
  t.equal(listed.statusCode, 200, 'a listed origin');
  t.equal(listed.headers['access-control-allow-origin'], 'https://static.example.net');
  t.notOk(listed.headers['access-control-allow-credentials'], 'no credentials');
  t.match(listed.headers.vary, /Origin/);
});

t.test('contact form – preflights: a listed origin passes, others do not', async (t) => {
  const app = await leadApp(t, { CORS_ORIGINS: 'https://static.example.net' });
  const preflight = (origin: string, url = '/sendForm.php') =>
    app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'accept' },
    });
  const ok = await preflight('https://static.example.net');
  t.equal(ok.statusCode, 204);
  t.equal(ok.headers['access-control-allow-origin'], 'https://static.example.net');
  t.match(ok.headers['access-control-allow-methods'], /POST/);
  t.match(ok.headers['access-control-allow-headers'], /Accept/i);
  t.ok(Number(ok.headers['access-control-max-age']) > 0);
  const token = await preflight('https://static.example.net', TOKEN_PATH);
  t.equal(token.statusCode, 204);
  t.match(token.headers['access-control-allow-methods'], /GET/);
  const foreign = await preflight('https://evil.example.com');
  t.equal(foreign.statusCode, 404, 'a foreign origin: no preflight answer (the browser blocks the request)');
  t.notOk(foreign.headers['access-control-allow-origin']);
  const page = await preflight('https://static.example.net', '/impressum');
  t.notOk(page.headers['access-control-allow-origin'], 'CORS covers the form routes only');
});

t.test('contact form – the rate limit answers 429 with Retry-After, in the same JSON', async (t) => {
  const app = await leadApp(t, { CONTACT_RATE_LIMIT: '2', CORS_ORIGINS: 'https://static.example.net' });
  const headers = { origin: 'https://static.example.net' };
  t.equal((await postForm(app, validFields(), { headers })).statusCode, 200);
  t.equal((await postForm(app, validFields({ name: '' }), { headers })).statusCode, 400, 'an invalid post counts too');
  const limited = await postForm(app, validFields(), { headers });
  t.equal(limited.statusCode, 429);
  t.equal(limited.json().success, false);
  t.ok(Number(limited.headers['retry-after']) > 0, `Retry-After: ${limited.headers['retry-after']}`);
  t.equal(limited.headers['access-control-allow-origin'], 'https://static.example.net', 'readable cross-origin');
  const other = await postForm(app, validFields(), { headers: { 'x-forwarded-for': '203.0.113.7' } });
  t.equal(other.statusCode, 429, 'X-Forwarded-For does not count without TRUST_PROXY');
  const page = await app.inject('/impressum');
  t.equal(page.statusCode, 200, 'pages are not limited');
  const token = await app.inject(TOKEN_PATH);
  t.equal(token.statusCode, 200, 'the token endpoint is not limited');
});

t.test('contact form – a browser without JavaScript gets a 303 back to the contact section', async (t) => {
  const app = await leadApp(t, { CORS_ORIGINS: 'https://static.example.net' });
  const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const ok = await postForm(app, validFields(), { headers: { accept: html } });
  t.equal(ok.statusCode, 303);
  t.equal(ok.headers.location, '/?kontakt=gesendet#contact');
  const spam = await postForm(app, validFields({ website: 'x' }), { headers: { accept: html } });
  t.equal(spam.headers.location, '/?kontakt=gesendet#contact', 'spam: the same');
  const invalid = await postForm(app, validFields({ email: 'kaputt', cta_type: 'sparring' }), { headers: { accept: html } });
  t.equal(invalid.statusCode, 303);
  t.equal(invalid.headers.location, '/?anliegen=sparring&kontakt=fehler#contact', 'error, with the topic kept');
  const tooBig = await postForm(app, validFields({ message: 'x'.repeat(6000) }), { headers: { accept: html } });
  t.equal(tooBig.headers.location, '/?kontakt=fehler#contact');
  const fromExport = await postForm(app, validFields(), { headers: { accept: html, origin: 'https://static.example.net' } });
  t.equal(fromExport.headers.location, 'https://static.example.net/?kontakt=gesendet#contact', 'back to the static export');

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
  t.same(names.sort(), ['cta_type', 'email', 'form_start_time', 'message', 'name', 'spam_token', 'website'].sort());
  const token = form!.querySelector('input[name="spam_token"]')!.getAttribute('value')!;
  const check = verifyToken(SECRET, token, Date.now() + 3_000);
  t.ok(check.ok, 'the page’s token is signed with FORM_SECRET');
});

t.test('form token – GET /form-token hands out a fresh signed token, never cached, readable by listed origins', async (t) => {
  const app = await leadApp(t, { CORS_ORIGINS: 'https://static.example.net' });
  const res = await app.inject({ url: TOKEN_PATH, headers: { origin: 'https://static.example.net' } });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'no-store');
  t.equal(res.headers['access-control-allow-origin'], 'https://static.example.net');
  const body = res.json();
  t.match(body.startTime, /^\d{13}$/);
  const check = verifyToken(SECRET, body.token, Number(body.startTime) + 3_000);
  t.ok(check.ok);
  t.not((await app.inject(TOKEN_PATH)).json().token, body.token, 'a new token per request');
  const foreign = await app.inject({ url: TOKEN_PATH, headers: { origin: 'https://evil.example.com' } });
  t.notOk(foreign.headers['access-control-allow-origin'], 'not readable by a foreign page');
});
