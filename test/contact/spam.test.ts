// Spam and replays: answered like success, kept in the quarantine, never delivered; a token
// carries one message, and a resend after a crash is still delivered.
import t from 'tap';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../server/contact/maildir-files.ts';
import { MESSAGES, MIN_FILL_MS } from '../../shared/contact.ts';
import { issueToken } from '../../server/contact/spam.ts';
import { testApp } from '../helpers.ts';
import { MAIL_TO, postForm, readStored, startRelay, storeContents, validFields, waitFor } from './helpers.ts';
import { FORM_SECRET } from '../secret.ts';

t.test('contact form – spam is answered exactly like success, delivers nothing and lands in quarantine', async (t) => {
  const { app } = await testApp(t);
  const expected = (await postForm(app, validFields())).json();
  const spam: Array<[string, Record<string, string>]> = [
    ['honeypot', { website: 'https://spam.example' }],
    ['forged token', { spam_token: issueToken('another-secret-another-secret-0123456', Date.now() - 5_000) }],
    [
      'tampered token',
      { spam_token: issueToken(FORM_SECRET, Date.now() - 5_000).replace(/^[0-9a-z]+/, (Date.now() - 60_000).toString(36)) },
    ],
    ['missing token', { spam_token: '' }],
    ['expired token', { spam_token: issueToken(FORM_SECRET, Date.now() - 25 * 60 * 60 * 1000) }],
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
  const store = await storeContents(app.config.dataDir);
  t.equal(store.pending.length, 1, 'only the real lead is pending');
  t.equal(store.quarantine.length, spam.length, 'every spam post is in the quarantine');
  const reasons = await Promise.all(
    store.quarantine.map(async (n) => (await readStored(app.config.dataDir, '.Quarantine/new', n)).headers.get('x-lead-spam')?.[0]),
  );
  t.same(reasons.sort(), ['honeypot', 'start-time', 'token-expired', 'token-forged', 'token-forged', 'token-missing'].sort());
});

t.test('contact form – a post 1 s after its token was issued waits out the fill time, then is stored and delivered', async (t) => {
  const relay = await startRelay(t);
  const { app } = await testApp(t, { env: { SMTP_URL: relay.url, MAIL_TO } });
  const fields = validFields({ name: 'Erika Eilig' }, 1_000);
  const issued = Number(fields.form_start_time);
  const sent = Date.now();
  // Other requests are answered meanwhile: the wait is a timer of this post's own.
  const [res, health] = await Promise.all([postForm(app, fields), app.inject('/healthz').then((r) => [r.statusCode, Date.now() - sent])]);
  const answeredAt = Date.now();
  t.equal(res.statusCode, 200);
  t.equal(res.json().success, true);
  t.ok(answeredAt - issued >= MIN_FILL_MS, `answered once the token was 3 s old (${answeredAt - issued} ms)`);
  t.ok(answeredAt - sent < MIN_FILL_MS, `and not later than the rest of the fill time (${answeredAt - sent} ms)`);
  t.equal(health[0], 200);
  t.ok(health[1]! < 1_000, `/healthz meanwhile in ${health[1]} ms`);
  const store = await storeContents(app.config.dataDir);
  t.same(store.quarantine, [], 'not quarantined');
  await waitFor(() => relay.mails.some((mail) => mail.raw.includes('Erika Eilig')), 5_000, 'the lead mail');
});

t.test('contact form – a token carries one message: the second post with it is quarantined', async (t) => {
  const { app } = await testApp(t);
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
  const reason = (await readStored(app.config.dataDir, '.Quarantine/new', store.quarantine[0]!)).headers.get('x-lead-spam')?.[0];
  t.equal(reason, 'replay');
});

t.test('contact form – a resend after a crash between claiming the token and storing the lead is delivered', async (t) => {
  const { app } = await testApp(t);
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
  const { app } = await testApp(t);
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
  const { app: first } = await testApp(t);
  const fields = validFields();
  t.equal((await postForm(first, fields)).statusCode, 200);
  const { app: second } = await testApp(t, { env: { DATA_DIR: first.config.dataDir } });
  t.equal((await postForm(second, fields)).statusCode, 200);
  const store = await storeContents(first.config.dataDir);
  t.equal(store.pending.length, 1);
  t.equal(store.quarantine.length, 1);
});

for (const folder of ['new', 'tokens']) {
  t.test(`contact form – two posts with one token while ${folder}/ cannot be written: neither is answered like a success`, async (t) => {
    const { app } = await testApp(t);
    await rm(path.join(app.config.dataDir, folder), { recursive: true });
    await writeFile(path.join(app.config.dataDir, folder), 'not a folder');
    // A double click without JavaScript, or a client that retries: the same form, twice at once.
    const fields = validFields();
    const answers = await Promise.all([postForm(app, fields), postForm(app, fields)]);
    t.same(
      answers.map((a) => a.statusCode),
      [503, 503],
    );
    t.same(
      answers.map((a) => a.json().success),
      [false, false],
      'never a false success',
    );
    t.same((await storeContents(app.config.dataDir)).quarantine, [], 'no replay was kept');
  });
}

t.test('contact form – an expired token is quarantined with a warning that it may be a person', async (t) => {
  const { app, lines } = await testApp(t, { log: 'info', plainLog: true });
  await postForm(app, validFields({ spam_token: issueToken(FORM_SECRET, Date.now() - 25 * 60 * 60 * 1000) }));
  await postForm(app, validFields({ website: 'https://spam.example' }));
  const quarantined = lines.filter((line) => line.spam);
  t.same(
    quarantined.map((line) => [line.spam, line.level]),
    [
      ['token-expired', 40],
      ['honeypot', 30],
    ],
    'a warning for the expired token, info for the rest',
  );
  t.match(quarantined[0]!.msg, 'may be a person');
});
