import { chmod, chown, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { MESSAGES } from '../../shared/contact.ts';
import { freePort } from '../../scripts/local-services.ts';
import { testApp } from '../helpers.ts';
import { decodeWords, MAIL_FROM, MAIL_TO, postForm, readStored, startRelay, storeContents, validFields, waitFor } from './helpers.ts';

const NOBODY = 65534;

async function chownTree(dir: string, uid: number): Promise<void> {
  await chown(dir, uid, uid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(entryPath, uid);
    else await chown(entryPath, uid, uid);
  }
}

t.test('delivery – a valid lead reaches MAIL_TO with the right envelope and headers, once', async (t) => {
  const relay = await startRelay(t);
  const { app } = await testApp(t, { env: { SMTP_URL: relay.url, MAIL_TO } });
  const fields = validFields({ name: 'Jürgen Groß', email: 'juergen@gross-gmbh.de', cta_type: 'potenzialcheck' });
  t.equal((await postForm(app, fields)).statusCode, 200);
  await waitFor(() => relay.mails.length === 1, 5_000, 'the mail');
  const [mail] = relay.mails;

  t.equal(mail!.envelopeFrom, MAIL_FROM, 'envelope sender: the site');
  t.same(mail!.envelopeTo, [MAIL_TO], 'envelope recipient: the owner only, never the visitor');
  const header = (name: string) => mail!.headers.get(name)?.[0] ?? '';
  t.equal(header('from'), `Kontaktformular <${MAIL_FROM}>`);
  t.equal(header('to'), MAIL_TO);
  t.equal(decodeWords(header('reply-to')), 'Jürgen Groß <juergen@gross-gmbh.de>');
  t.match(decodeWords(header('subject')), 'KI-Potenzial-Check', 'the subject names the topic');
  t.equal(header('auto-submitted'), 'auto-generated', 'auto-responders stay silent');
  t.match(header('content-type'), /^text\/plain; charset=utf-8/);
  for (const value of [
    'Jürgen Groß',
    'juergen@gross-gmbh.de',
    'KI-Potenzial-Check',
    'ich suche eine Keynote zum Thema KI für unser Führungstreffen',
  ]) {
    t.match(mail!.text, value, `the body has ${value}`);
  }

  await waitFor(async () => (await storeContents(app.config.dataDir)).sent.length === 1, 2_000, 'marked sent');
  const store = await storeContents(app.config.dataDir);
  t.same(store.pending, [], 'nothing pending');
  t.match(store.sent[0], /:2,S$/, 'in cur/ with the seen flag');
  const stored = await readStored(app.config.dataDir, 'cur', store.sent[0]!);
  t.equal(header('message-id'), stored.headers.get('message-id')?.[0], 'the stored Message-ID is the one sent');
  t.same(app.leads.status(), { writable: true, pending: 0, oldestPendingAgeMs: null, deliveryEnabled: true, deliveryRunning: true });
});

t.test('delivery – a message queued with its own recipient goes to that one alone, its envelope record not sent', async (t) => {
  const relay = await startRelay(t);
  const { app } = await testApp(t, { env: { SMTP_URL: relay.url, MAIL_TO } });
  const message = Buffer.from(`From: ${MAIL_FROM}\r\nTo: gast@example.org\r\nSubject: Dein Termin\r\n\r\nHallo\r\n`);
  await app.leads.enqueue({ message, to: 'gast@example.org' });
  await waitFor(() => relay.mails.length === 1, 5_000, 'the mail');
  t.same(relay.mails[0]!.envelopeTo, ['gast@example.org'], 'envelope recipient: the recorded one, not MAIL_TO');
  t.notOk(relay.mails[0]!.headers.has('envelope-to'), 'the record stays in the store');
  // The relay has it before it answers; the move to cur/ follows its 250.
  await waitFor(async () => (await app.leads.store.list('sent')).length === 1, 5_000, 'kept as sent');

  // An erasure's own mail goes once the relay took it.
  const erased = Buffer.from(`From: ${MAIL_FROM}\r\nTo: alt@example.org\r\nX-Erase-When-Sent: yes\r\n\r\nHallo\r\n`);
  await app.leads.enqueue({ message: erased, to: 'alt@example.org' });
  await waitFor(() => relay.mails.length === 2, 5_000, 'the erasure’s mail');
  await waitFor(async () => (await app.leads.store.list('pending')).length === 0, 5_000, 'out of the pending set');
  t.equal((await app.leads.store.list('sent')).length, 1, 'deleted, not kept as sent');
});

t.test('delivery – spam delivers nothing', async (t) => {
  const relay = await startRelay(t);
  const { app } = await testApp(t, { env: { SMTP_URL: relay.url, MAIL_TO } });
  await postForm(app, validFields({ website: 'https://spam.example' }));
  await postForm(app, validFields({ message: 'Die echte Anfrage' }));
  await waitFor(() => relay.mails.length === 1, 5_000, 'the real lead');
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.equal(relay.mails.length, 1, 'only the real lead');
  t.match(relay.mails[0]!.text, 'Die echte Anfrage');
  t.equal((await storeContents(app.config.dataDir)).quarantine.length, 1);
});

t.test('delivery – relay down, then up: delivered without a restart', async (t) => {
  const port = await freePort();
  const { app } = await testApp(t, { env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO } });
  t.equal((await postForm(app, validFields())).statusCode, 200, 'accepted while the relay is down');
  await new Promise((resolve) => setTimeout(resolve, 400));
  t.equal((await storeContents(app.config.dataDir)).pending.length, 1, 'still pending');
  t.equal(app.leads.status().pending, 1);
  const relay = await startRelay(t, port);
  await waitFor(() => relay.mails.length === 1, 5_000, 'delivery after the relay came up');
  await waitFor(async () => (await storeContents(app.config.dataDir)).sent.length === 1, 2_000, 'marked sent');
});

t.test('delivery – a temporary 4xx is retried until the relay accepts', async (t) => {
  const relay = await startRelay(t);
  relay.mode = 'reject-temporary';
  const { app } = await testApp(t, { env: { SMTP_URL: relay.url, MAIL_TO } });
  await postForm(app, validFields());
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.equal((await storeContents(app.config.dataDir)).pending.length, 1, 'pending while refused temporarily');
  relay.mode = 'accept';
  await waitFor(() => relay.mails.length === 1, 5_000, 'delivery after the 4xx');
});

t.test('delivery – a permanent 5xx keeps the lead pending with its error; it goes out once the relay accepts', async (t) => {
  const relay = await startRelay(t);
  relay.mode = 'reject-permanent';
  const { app } = await testApp(t, { env: { SMTP_URL: relay.url, MAIL_TO } });
  await postForm(app, validFields());
  const [id] = (await storeContents(app.config.dataDir)).pending;
  const error = await waitFor(async () => (await app.leads.store.deliveryErrors())[id!], 5_000, 'the refusal recorded');
  t.match(error, { attempts: Number, error: /^the relay refused at DATA: 550/ }, 'the relay’s answer, kept for npm run outbox');
  t.same((await storeContents(app.config.dataDir)).pending, [id], 'still pending: never moved aside or deleted');
  relay.mode = 'accept';
  await waitFor(() => relay.mails.length === 1, 5_000, 'delivered on a retry');
  await waitFor(async () => (await storeContents(app.config.dataDir)).sent.length === 1, 2_000, 'marked sent');
  await waitFor(async () => Object.keys(await app.leads.store.deliveryErrors()).length === 0, 2_000, 'its error forgotten');
});

t.test('delivery – at boot the loop resumes whatever is pending, at once', async (t) => {
  const { app: stored } = await testApp(t);
  for (let i = 0; i < 3; i++) t.equal((await postForm(stored, validFields({ message: `Anfrage ${i}` }))).statusCode, 200);
  t.equal(stored.leads.status().deliveryEnabled, false, 'no SMTP_URL: delivery disabled');
  t.equal(stored.leads.status().pending, 3);
  t.ok((stored.leads.status().oldestPendingAgeMs ?? -1) >= 0);
  await stored.close();

  const relay = await startRelay(t);
  const started = Date.now();
  // A poll interval of a minute: only the start-up pass can deliver within the wait below.
  const { app } = await testApp(t, {
    env: { DATA_DIR: stored.config.dataDir, SMTP_URL: relay.url, MAIL_TO },
    leads: { pollIntervalMs: 60_000 },
  });
  await waitFor(() => relay.mails.length === 3, 5_000, 'all three');
  t.ok(Date.now() - started < 5_000);
  t.same(relay.mails.map((m) => m.text.match(/Anfrage \d/)?.[0]).sort(), ['Anfrage 0', 'Anfrage 1', 'Anfrage 2']);
  await waitFor(() => app.leads.status().pending === 0, 2_000, 'status shows none pending');
});

t.test(
  'delivery – a lead the server cannot read holds up no other: retried with its error kept, counted in /readyz, sent once readable',
  async (t) => {
    const { app: stored } = await testApp(t);
    await postForm(stored, validFields({ message: 'Anfrage A' }));
    await postForm(stored, validFields({ message: 'Anfrage B' }));
    await stored.close();
    const { dataDir } = stored.config;
    const [first] = (await storeContents(dataDir)).pending.sort();
    const file = path.join(dataDir, 'new', first!);
    // Names sort by time only at equal digit counts: which message is held up is read from its file.
    const [held, other] = (await readFile(file, 'utf8')).includes('Anfrage A') ? ['Anfrage A', 'Anfrage B'] : ['Anfrage B', 'Anfrage A'];

    // A file the server may not read, as one put into new/ by hand as another user: root reads
    // anything, so as root the server runs as `nobody` (reversibly, seteuid) on a store it owns.
    // It becomes `nobody` only once the app is built, having read its files from the checkout,
    // which may lie where only root may enter.
    const root = process.geteuid?.() === 0;
    if (root) {
      await chownTree(dataDir, NOBODY);
      await chown(file, 0, 0);
      await chmod(file, 0o600);
    } else {
      await chmod(file, 0o000);
    }
    let restored = false;
    const restore = async () => {
      if (restored) return;
      restored = true;
      if (root) process.seteuid!(0);
      await chmod(file, 0o600);
      if (root) await chown(file, NOBODY, NOBODY);
    };
    t.teardown(restore);

    const relay = await startRelay(t);
    const beforeReady = () => (root ? process.seteuid!(NOBODY) : undefined);
    const { app } = await testApp(t, { env: { DATA_DIR: dataDir, SMTP_URL: relay.url, MAIL_TO }, configure: beforeReady });
    await waitFor(() => relay.mails.length === 1, 5_000, 'the readable lead');
    t.match(relay.mails[0]!.text, other, 'the lead behind the unreadable one went out');
    const error = await waitFor(async () => (await app.leads.store.deliveryErrors())[first!], 5_000, 'its error');
    t.match(error, { error: /^the lead cannot be read \(EACCES/ }, 'its last error says why');
    // The other lead leaves the pending set once the relay answered it.
    await waitFor(async () => (await app.inject('/readyz')).json().pending === 1, 5_000, 'the other lead marked sent');
    t.match((await app.inject('/readyz')).json(), { status: 'ready', pending: 1 }, '/readyz counts it');

    await restore();
    await waitFor(() => relay.mails.length === 2, 5_000, 'the other lead, once readable');
    t.match(relay.mails[1]!.text, held);
    await waitFor(async () => (await app.inject('/readyz')).json().pending === 0, 5_000, 'none pending');
  },
);

t.test('delivery – close lets the delivery under way finish', async (t) => {
  const relay = await startRelay(t);
  relay.delayMs = 600;
  const { app } = await testApp(t, { env: { SMTP_URL: relay.url, MAIL_TO } });
  await postForm(app, validFields());
  await relay.arrived;
  t.equal(app.leads.status().deliveryRunning, true);
  await app.close();
  t.equal(app.leads.status().deliveryRunning, false, 'stopped');
  t.equal(relay.mails.length, 1, 'the message in flight was accepted before close returned');
  t.equal((await storeContents(app.config.dataDir)).sent.length, 1, 'and marked sent');
});

t.test(
  'delivery – close aborts a delivery that outlasts the grace time; the message stays pending and goes out after a restart',
  async (t) => {
    const relay = await startRelay(t);
    relay.delayMs = 3_000;
    const { app } = await testApp(t, { env: { SMTP_URL: relay.url, MAIL_TO } });
    app.leads.delivery.stopGraceMs = 200;
    await postForm(app, validFields());
    await relay.arrived;
    const closing = Date.now();
    await app.close();
    t.ok(Date.now() - closing < 2_000, `close returned after ${Date.now() - closing} ms`);
    t.equal((await storeContents(app.config.dataDir)).pending.length, 1, 'still pending: never marked sent without the relay’s answer');

    relay.delayMs = 0;
    const { app: again } = await testApp(t, { env: { DATA_DIR: app.config.dataDir, SMTP_URL: relay.url, MAIL_TO } });
    await waitFor(async () => (await storeContents(again.config.dataDir)).sent.length === 1, 5_000, 'sent after the restart');
  },
);

t.test('privacy – the log names message ids, never the visitor’s name, address or text', async (t) => {
  const relay = await startRelay(t);
  const { app, logText } = await testApp(t, { env: { SMTP_URL: relay.url, MAIL_TO }, log: 'debug', plainLog: true });
  const personal = { name: 'Zacharias Quellmalz', email: 'zq@quellmalz-privat.de', message: 'Vertraulich: Budget 80.000 Euro' };
  const ok = await postForm(app, validFields(personal));
  t.equal(ok.json().message, MESSAGES.success);
  await waitFor(() => relay.mails.length === 1, 5_000, 'the delivery');
  await postForm(app, validFields({ ...personal, website: 'x' }));
  await postForm(app, validFields({ ...personal, email: 'kaputt' }));
  relay.mode = 'reject-permanent';
  await postForm(app, validFields(personal));
  await waitFor(() => logText().includes('the relay refused'), 5_000, 'the refused one');

  for (const value of [personal.name, personal.email, 'quellmalz', 'Vertraulich', '80.000']) {
    t.notMatch(logText(), value, `the log does not contain ${value}`);
  }
  const stored = (await storeContents(app.config.dataDir)).sent[0]!.split(':')[0]!;
  t.match(logText(), stored, 'the log names the message id');
  t.match(logText(), /lead quarantined as spam/);
  t.match(logText(), /lead delivery: the relay refused at DATA/);
});
