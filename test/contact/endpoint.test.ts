import t from 'tap';
import { FIELD_LIMITS, MESSAGES } from '../../shared/contact.ts';
import { verifyToken } from '../../server/contact/spam.ts';
import { multipart, testApp } from '../helpers.ts';
import { postForm, readStored, storeContents, validFields } from './helpers.ts';
import { FORM_SECRET } from '../secret.ts';

t.test('contact form – a valid lead is stored durably in new/ and answered with success and a fresh token', async (t) => {
  const { app } = await testApp(t);
  const res = await postForm(app, validFields());
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.headers['cache-control'], 'no-store');
  const body = res.json();
  t.equal(body.success, true);
  t.equal(body.message, MESSAGES.success);
  t.ok(verifyToken(FORM_SECRET, body.token, Date.now() + 5_000).ok, 'the answer carries a fresh signed token');
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
  const { app } = await testApp(t);
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
  const { app } = await testApp(t);
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
    ['name as an RFC 2047 encoded word', { name: '=?utf-8?b?TWF4DQpCY2M6IGFsbEBleGFtcGxlLmRl?=' }],
  ];
  for (const [label, override] of cases) {
    const res = await postForm(app, validFields(override));
    t.equal(res.statusCode, 400, label);
    t.equal(res.json().success, false, `${label}: success false`);
  }
  const missing = validFields();
  delete missing.email;
  t.equal((await postForm(app, missing)).statusCode, 400, 'missing email field');
  t.same(await storeContents(app.config.dataDir), { pending: [], sent: [], quarantine: [], tmp: [] });
});

t.test('contact form – values are trimmed, but a plain address with every allowed character passes', async (t) => {
  const { app } = await testApp(t);
  const res = await postForm(app, validFields({ name: '  Erika  ', email: "  o'neil+kontakt@sub.example-firma.de " }));
  t.equal(res.statusCode, 200);
  const [name] = (await storeContents(app.config.dataDir)).pending;
  const mail = await readStored(app.config.dataDir, 'new', name!);
  t.equal(mail.headers.get('reply-to')?.[0], "Erika <o'neil+kontakt@sub.example-firma.de>");
});

t.test('contact form – limits: a field over its limit is rejected, never stored cut off', async (t) => {
  const { app } = await testApp(t);
  const at = (n: number) => 'a'.repeat(n);
  t.equal((await postForm(app, validFields({ name: at(FIELD_LIMITS.name) }))).statusCode, 200, 'name at the limit');
  t.equal((await postForm(app, validFields({ message: at(FIELD_LIMITS.message) }))).statusCode, 200, 'message at the limit');
  t.equal(
    (await postForm(app, validFields({ message: 'ü'.repeat(FIELD_LIMITS.message) }))).statusCode,
    200,
    'message of 2-byte characters at the limit',
  );
  t.equal(
    (await postForm(app, validFields({ message: '€'.repeat(FIELD_LIMITS.message) }))).statusCode,
    200,
    'message of 3-byte characters at the limit',
  );
  // A browser's maxlength counts a line break once; the multipart body carries it as CRLF.
  const lines = (n: number) => Array.from({ length: n }, () => 'x'.repeat(49)).join('\n') + '\n';
  t.equal(lines(100).length, FIELD_LIMITS.message);
  t.equal(
    (await postForm(app, validFields({ message: lines(100) }))).statusCode,
    200,
    'message with 100 line breaks at the limit (CRLF on the wire)',
  );
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
  const { app } = await testApp(t);
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
  const { app } = await testApp(t);
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
  const { app } = await testApp(t);
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
  const { app } = await testApp(t);
  const bodies: Array<[string, string]> = [
    ['application/json', JSON.stringify(validFields())],
    ['application/x-www-form-urlencoded', new URLSearchParams(validFields()).toString()],
    ['text/plain', 'name=Max'],
    ['application/xml', '<a/>'],
  ];
  for (const [type, payload] of bodies) {
    const res = await app.inject({
      method: 'POST',
      url: '/sendForm.php',
      payload,
      headers: { 'content-type': type, accept: 'application/json' },
    });
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
  const { app } = await testApp(t);
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
  const { app } = await testApp(t);
  const injections: Array<Record<string, string>> = [
    { name: 'Max\r\nBcc: opfer@example.com' },
    { name: 'Max\nSubject: Gewinn' },
    { email: 'max@mustermann.de\r\nBcc: opfer@example.com' },
    { email: 'max@mustermann.de\nBcc:opfer@example.com' },
    { email: 'max@mustermann.de%0ABcc:opfer@example.com' },
    { name: 'Evil =?utf-8?q?=0D=0A?=Bcc: opfer@example.com' }, // an encoded word a mail client would decode
  ];
  for (const override of injections) {
    t.equal((await postForm(app, validFields(override))).statusCode, 400, JSON.stringify(override));
  }
  // What is allowed in a name is encoded, never a second address or header.
  const tricky = 'Evil, <opfer@example.com>; "Bcc: x" =? Jürgen';
  t.equal((await postForm(app, validFields({ name: tricky }))).statusCode, 200);
  const [name] = (await storeContents(app.config.dataDir)).pending;
  const mail = await readStored(app.config.dataDir, 'new', name!);
  t.equal(mail.headers.get('reply-to')?.length, 1, 'one Reply-To header');
  t.notOk(mail.headers.has('bcc'), 'no Bcc header');
  t.equal(mail.headers.get('from')?.[0], 'Kontaktformular <kontaktformular@example.de>', 'the visitor is never the sender');
  const replyTo = mail.headers.get('reply-to')![0]!;
  t.match(replyTo, /<max@mustermann\.de>$/, 'the only address in Reply-To is the visitor’s');
  t.notMatch(
    replyTo.replace(/"(?:[^"\\]|\\.)*"|=\?[^?]+\?[QB]\?[^?]*\?=/gi, ''),
    /opfer@example\.com/,
    'the injected address is inside the quoted or encoded display name',
  );
  const { decodeWords } = await import('./helpers.ts');
  t.match(decodeWords(mail.headers.get('subject')![0]!), 'Jürgen');
});
