// The outbox tool (`npm run outbox -- …`) on a store filled by the real form endpoint: export
// <email> (Art. 15 DSGVO), delete <id> (Art. 17), purge, show, requeue, a list that survives
// anything in the store, and test-mail against a real SMTP server. The commands run in this
// process (runOutbox, what the built tool runs); the last test runs the built tool itself.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import t, { type Test } from 'tap';
import { MaildirStore } from '../../server/contact/maildir.ts';
import { runOutbox, type OutboxConfig } from '../../server/cli/outbox.ts';
import { freePort } from '../../scripts/local-services.ts';
import { MAIL_FROM, MAIL_TO, postForm, startScriptedRelay, storeContents, validFields } from '../contact/helpers.ts';
import { requireBuild, ROOT, tempDir } from './process.ts';
import { testApp } from '../helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function outboxWith(config: OutboxConfig, ...args: string[]) {
  const lines: string[] = [];
  const code = await runOutbox(args, config, (line) => lines.push(line));
  return { code, stdout: `${lines.join('\n')}\n` };
}

const outbox = (dataDir: string, ...args: string[]) => outboxWith({ dataDir }, ...args);

/** Erika: one pending and one sent lead, and one held as spam; Max: one pending lead. */
async function filledStore(t: Test) {
  const { app } = await testApp(t);
  const erika = { name: 'Erika Musterfrau', email: 'Erika.Muster@Example.org' };
  for (const fields of [
    validFields({ ...erika, message: 'Erste Anfrage von Erika' }),
    validFields({ ...erika, message: 'Zweite Anfrage von Erika' }),
    validFields({ ...erika, message: 'Spam im Namen von Erika', website: 'https://spam.example' }),
    validFields({ name: 'Max', email: 'max@mustermann.de', message: 'Anfrage von Max' }),
  ]) {
    t.equal((await postForm(app, fields)).statusCode, 200);
  }
  const dataDir = app.config.dataDir;
  const store = new MaildirStore(dataDir);
  const pending = await store.list('pending');
  await store.markSent(pending[1]!.id);
  return { dataDir, store, ids: pending.map((e) => e.id) };
}

t.test('outbox export <email> – prints every message from that address in every folder as JSON', async (t) => {
  const { dataDir, ids } = await filledStore(t);
  const { code, stdout } = await outbox(dataDir, 'export', 'erika.muster@example.org');
  t.equal(code, 0);
  const result = JSON.parse(stdout) as { messages: Array<Record<string, unknown> & { text: string; state: string }>; bookings: unknown[] };
  t.equal(result.messages.length, 3, 'pending, sent and quarantined');
  t.same(result.bookings, [], 'and no booking');
  t.same(result.messages.map((m) => m.state).sort(), ['pending', 'quarantine', 'sent']);
  t.same(
    result.messages.map((m) => /(\w+) Anfrage von Erika|Spam im Namen von Erika/.exec(m.text)?.[0]).sort(),
    ['Erste Anfrage von Erika', 'Spam im Namen von Erika', 'Zweite Anfrage von Erika'],
    'the decoded message texts',
  );
  const sent = result.messages.find((m) => m.state === 'sent')!;
  t.equal(sent.id, ids[1]);
  t.same(sent.replyTo, ['"Erika Musterfrau" <Erika.Muster@example.org>']);
  t.match(sent.subject, /^Kontaktanfrage: .* – Erika Musterfrau$/);
  t.match(sent.lead, { 'x-lead-topic': 'speaking', 'x-lead-id': ids[1] });
  t.notMatch(stdout, /Max|mustermann/, "nobody else's message");

  const none = JSON.parse((await outbox(dataDir, 'export', 'niemand@example.org')).stdout) as { messages: unknown[] };
  t.equal(none.messages.length, 0);
  t.equal((await outbox(dataDir, 'export')).code, 2, 'an address is required');
});

t.test('outbox export and erase <phone> – a callback, which has no address, is found by its number in any spelling', async (t) => {
  const { app } = await testApp(t);
  const callback = validFields({ form: 'callback', name: 'Erika Rückruf', email: '', message: '', phone: '+49 (0)40 2380-6150' });
  t.equal((await postForm(app, callback)).statusCode, 200);
  t.equal((await postForm(app, validFields({ name: 'Max', email: 'max@mustermann.de' }))).statusCode, 200);
  const dataDir = app.config.dataDir;
  const exported = JSON.parse((await outbox(dataDir, 'export', '040 23806150')).stdout) as {
    phone: string;
    messages: Array<{ text: string }>;
  };
  t.equal(exported.phone, '494023806150');
  t.equal(exported.messages.length, 1);
  t.match(exported.messages[0]!.text, 'Rückruf:  +49 (0)40 2380-6150');
  const { code, stdout } = await outbox(dataDir, 'erase', '0049 40 23806150');
  t.equal(code, 0, stdout);
  t.match(stdout, 'erased 1 message and 0 bookings');
  t.equal((await storeContents(dataDir)).pending.length, 1, "Max's lead stays");
});

t.test('outbox delete <id> – removes a message from every folder it is in', async (t) => {
  const { dataDir, ids } = await filledStore(t);
  // The same message in two folders, as a copy restored from a backup would leave it.
  const sentName = (await readdir(path.join(dataDir, 'cur')))[0]!;
  await copyFile(path.join(dataDir, 'cur', sentName), path.join(dataDir, '.Quarantine/cur', sentName));
  const { code, stdout } = await outbox(dataDir, 'delete', ids[1]!, ids[0]!.slice(0, 45));
  t.equal(code, 0, stdout);
  t.match(stdout, `${ids[1]}: deleted from quarantine`);
  t.match(stdout, `${ids[1]}: deleted from sent`);
  t.match(stdout, `${ids[0]}: deleted from pending`, 'a unique prefix will do');
  const left = await storeContents(dataDir);
  t.same(left.sent, []);
  t.same(left.pending, [ids[2]], "Max's lead stays");
  t.equal(left.quarantine.length, 1, 'and the spam');

  const again = await outbox(dataDir, 'delete', ids[1]!);
  t.equal(again.code, 1);
  t.match(again.stdout, 'no message with this id');
  t.equal((await outbox(dataDir, 'delete', '1')).code, 1, 'an ambiguous prefix deletes nothing');
  t.equal((await storeContents(dataDir)).pending.length, 1);
});

t.test('outbox purge – deletes sent leads past LEAD_RETENTION_DAYS, never pending ones', async (t) => {
  const { dataDir, store } = await filledStore(t);
  const old = new Date(Date.now() - 31 * DAY_MS);
  for (const entry of [...(await store.list('sent')), ...(await store.list('pending'))]) await utimes(entry.file, old, old);
  const { code, stdout } = await outbox(dataDir, 'purge');
  t.equal(code, 0);
  t.match(stdout, 'deleted: 1 sent lead older than 30 days');
  const left = await storeContents(dataDir);
  t.same(left.sent, []);
  t.equal(left.pending.length, 2, 'pending leads are never deleted');
});

t.test('outbox show <id> – prints one lead readable: decoded headers and text', async (t) => {
  const { dataDir, ids } = await filledStore(t);
  const { code, stdout } = await outbox(dataDir, 'show', ids[1]!.slice(0, 40));
  t.equal(code, 0, stdout);
  t.match(stdout, new RegExp(`^Id: +${ids[1]}$`, 'm'));
  t.match(stdout, /^State: +sent /m);
  t.match(stdout, /^Reply-To: +"Erika Musterfrau" <Erika\.Muster@example\.org>$/m);
  t.match(stdout, /^Subject: +Kontaktanfrage: .* – Erika Musterfrau$/m, 'the subject decoded, with its dash');
  t.match(stdout, /^Topic: +speaking$/m);
  t.match(stdout, 'Nachricht:\nZweite Anfrage von Erika', 'the text decoded, umlauts and all');
  t.notMatch(stdout, /=C3|=\?UTF-8\?/i, 'no quoted-printable or encoded words');
  t.equal((await outbox(dataDir, 'show', 'gibt-es-nicht')).code, 1);
  t.equal((await outbox(dataDir, 'show')).code, 2, 'an id is required');
});

t.test('outbox show and list – a visitor’s control characters are shown as escapes, never sent to the terminal', async (t) => {
  const { app } = await testApp(t);
  const message = 'Hallo\u001b]0;pwned\u0007\u001b[2J versteckt\u001b[8m\u202eZeile 2\nZeile 3';
  t.equal((await postForm(app, validFields({ message }))).statusCode, 200);
  const [entry] = await new MaildirStore(app.config.dataDir).list('pending');
  const shown = await outbox(app.config.dataDir, 'show', entry!.id);
  t.equal(shown.code, 0, shown.stdout);
  t.match(shown.stdout, 'Hallo\\u001b]0;pwned\\u0007\\u001b[2J versteckt\\u001b[8m\\u202eZeile 2\nZeile 3', 'escaped, line breaks kept');
  const listed = await outbox(app.config.dataDir, 'list');
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;
  for (const output of [shown.stdout, listed.stdout]) t.notMatch(output, raw, 'no raw control character');
});

t.test('outbox requeue – a delivered lead can be sent again', async (t) => {
  const { dataDir, ids } = await filledStore(t);
  const { code, stdout } = await outbox(dataDir, 'requeue', ids[1]!);
  t.equal(code, 0, stdout);
  t.match(stdout, `${ids[1]}: moved from sent back to pending`);
  const left = await storeContents(dataDir);
  t.same(left.sent, []);
  t.ok(left.pending.includes(ids[1]!), 'pending again, under its own id');

  // A copy someone put into cur/ under a foreign name: it is found by that name and queued under a name of the store.
  await writeFile(path.join(dataDir, 'cur', 'Kopie Müller.eml'), 'Subject: Kopie\r\n\r\nText\r\n');
  const foreign = await outbox(dataDir, 'requeue', 'Kopie Müller.eml');
  t.equal(foreign.code, 0, foreign.stdout);
  t.match(foreign.stdout, 'Kopie Müller.eml: moved from sent back to pending');
  t.equal((await storeContents(dataDir)).pending.length, 4);
});

t.test('outbox requeue – a quarantined lead is released: delivered, and its spam verdict is gone from its record', async (t) => {
  const { dataDir, store } = await filledStore(t);
  const [spam] = await store.list('quarantine');
  t.match((await outbox(dataDir, 'list', 'quarantine')).stdout, `${spam!.id}  `);
  t.match((await outbox(dataDir, 'list', 'quarantine')).stdout, /spam: honeypot/);
  const { code, stdout } = await outbox(dataDir, 'requeue', spam!.id);
  t.equal(code, 0, stdout);
  t.match(stdout, `${spam!.id}: moved from quarantine back to pending (released: no longer marked as spam)`);
  const listed = (await outbox(dataDir, 'list', 'pending')).stdout;
  t.match(listed, spam!.id);
  t.notMatch(listed, /spam:/, 'no verdict in its list line');
  const shown = (await outbox(dataDir, 'show', spam!.id)).stdout;
  t.notMatch(shown, /^Spam:/m, 'nor in its headers');
  t.notMatch(shown, /Als Spam zurückgehalten|Honeypot-Feld/, 'nor in its text');
  t.match(shown, 'Spam im Namen von Erika', 'the message itself is whole');
  t.same((await storeContents(dataDir)).quarantine, [], 'the quarantined copy is gone');
});

t.test('outbox list – survives anything in the store: directories in every folder, foreign names', async (t) => {
  const { dataDir, ids } = await filledStore(t);
  const dirs = ['new/ordner', 'cur/ordner', '.Quarantine/cur/ordner', `new/${ids[0]}x`];
  for (const dir of dirs) await mkdir(path.join(dataDir, dir), { recursive: true });
  await writeFile(path.join(dataDir, 'new', 'lead copy.eml'), 'Subject: Kopie\r\nX-Lead-Topic: speaking\r\n\r\nText\r\n');
  for (const which of [[], ['all'], ['sent'], ['quarantine']]) {
    const { code, stdout } = await outbox(dataDir, 'list', ...which);
    t.equal(code, 0, `list ${which.join(' ')}`);
    t.match(stdout, 'pending: 3   quarantine: 1   sent: 1');
  }
  const { stdout } = await outbox(dataDir, 'list', 'all');
  t.match(stdout, /lead copy\.eml +\S+ +speaking/, 'a foreign name is listed like any lead');
  for (const dir of dirs) t.match(stdout, `  ${dir}\n`, `${dir} is named as no lead`);
  t.equal((await outbox(dataDir, 'purge')).code, 0, 'purge leaves the directories alone');
  t.equal((await outbox(dataDir, 'export', 'erika.muster@example.org')).code, 0, 'and so does export');
});

t.test('outbox – arguments are parsed: --help, an unknown option and an unknown command', async (t) => {
  const dataDir = await tempDir(t);
  const help = await outbox(dataDir, '--help');
  t.equal(help.code, 0);
  t.match(help.stdout, 'test-mail');
  const unknown = await outbox(dataDir, 'list', '--frobnicate');
  t.equal(unknown.code, 2);
  t.match(unknown.stdout, /^unknown option "--frobnicate"\n\nUsage:/);
  const frobnicate = await outbox(dataDir, 'frobnicate');
  t.equal(frobnicate.code, 2);
  t.match(frobnicate.stdout, /^unknown command "frobnicate"\n\nUsage:/, 'says what was wrong, then the usage');
  const state = await outbox(dataDir, 'list', 'failed');
  t.equal(state.code, 2, 'no such state');
  t.match(state.stdout, /^unknown state "failed"/);
  t.match((await outbox(dataDir, 'export', 'niemand')).stdout, /^"niemand" is neither an e-mail address nor a phone number/);
  t.match((await outbox(dataDir, 'show')).stdout, /^"show" takes one argument/);
  t.match((await outbox(dataDir, 'delete')).stdout, /^"delete" needs at least one id/);
});

// test-mail: a test mail through SMTP_URL from MAIL_FROM to MAIL_TO, as the delivery loop sends a lead.
const login = { user: 'website', pass: 'geheim' };

t.test('outbox test-mail – sent: the relay has it, from MAIL_FROM to MAIL_TO', async (t) => {
  const relay = await startScriptedRelay(t, { login });
  const { code, stdout } = await outboxWith(
    { dataDir: await tempDir(t), smtpUrl: relay.url(login), mailFrom: MAIL_FROM, mailTo: MAIL_TO },
    'test-mail',
  );
  t.equal(code, 0, stdout);
  t.match(stdout, `sent: the relay accepted a test mail from ${MAIL_FROM} to ${MAIL_TO}`);
  t.equal(relay.mails.length, 1);
  t.same(relay.mails[0]!.envelopeTo, [MAIL_TO]);
  t.equal(relay.mails[0]!.envelopeFrom, MAIL_FROM);
  t.match(relay.mails[0]!.text, 'Anfragen aus dem Kontaktformular erreichen dieses Postfach');
});

t.test('outbox test-mail – failed: the relay unreachable, or what it refused, with its answer', async (t) => {
  const relay = await startScriptedRelay(t, { login });
  const tls = await startScriptedRelay(t, { startTls: true });
  const closed = await freePort();
  const cases: Array<[string, RegExp, (() => void)?]> = [
    [`smtp://127.0.0.1:${closed}`, /^failed: the relay cannot be reached at CONN \(\w+: connect ECONNREFUSED/],
    [tls.url(), /^failed: the relay cannot be reached .*certificate/],
    [relay.url({ user: 'website', pass: 'falsch' }), /^failed: the relay refused at AUTH PLAIN: 535 /],
    [relay.url(), /^failed: the relay refused at MAIL FROM: 530 /],
    [
      relay.url(login),
      /^failed: the relay refused at MAIL FROM: 553 5\.7\.1 sender not allowed/,
      () => (relay.refuse = { at: 'mail', code: 553, text: '5.7.1 sender not allowed' }),
    ],
    [
      relay.url(login),
      /^failed: the relay refused at RCPT TO: 550 5\.1\.1 no such user/,
      () => (relay.refuse = { at: 'rcpt', code: 550, text: '5.1.1 no such user' }),
    ],
  ];
  for (const [smtpUrl, expected, prepare] of cases) {
    prepare?.();
    const { code, stdout } = await outboxWith({ dataDir: await tempDir(t), smtpUrl, mailFrom: MAIL_FROM, mailTo: MAIL_TO }, 'test-mail');
    t.equal(code, 1, String(expected));
    t.match(stdout, expected);
  }
  t.equal(relay.mails.length, 0);
  const none = await outboxWith({ dataDir: await tempDir(t) }, 'test-mail');
  t.equal(none.code, 1);
  t.match(none.stdout, 'SMTP_URL is not set');
});

t.test('outbox – the built tool reads DATA_DIR from the environment and exits with the status', async (t) => {
  requireBuild(t);
  const { dataDir } = await filledStore(t);
  const tool = (...args: string[]) =>
    promisify(execFile)(process.execPath, [path.join(ROOT, 'dist/server/cli/outbox.js'), ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    });
  t.match((await tool('list')).stdout, 'pending: 2   quarantine: 1   sent: 1');
  await t.rejects(tool('frobnicate'), { code: 2 }, 'an unknown command exits 2');
});
