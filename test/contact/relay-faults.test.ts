// Whatever the relay answers, a lead stays pending and is retried on one backoff until the relay
// takes it. A refusal is said once per lead at error level, with the relay's answer, which
// `npm run outbox -- list` shows too; the one signal to watch is a lead waiting over 30 minutes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { MaildirStore } from '../../server/contact/maildir.ts';
import { newId } from '../../server/contact/maildir-files.ts';
import { runOutbox } from '../../server/cli/outbox.ts';
import { freePort } from '../../scripts/local-services.ts';
import { MAIL_FROM, MAIL_TO, postForm, startScriptedRelay, storeContents, validFields, waitFor } from './helpers.ts';
import type { LogLine } from '../helpers.ts';
import { testApp } from '../helpers.ts';

const about = (lines: LogLine[], level: number, text: string) => lines.filter((l) => l.level === level && l.msg.includes(text));
const attempts = async (store: MaildirStore) => Math.max(0, ...Object.values(await store.deliveryErrors()).map((e) => e.attempts));

t.test(
  'relay – 530 at MAIL FROM (SMTP_URL without a login): pending, one error line, the last error in outbox list; delivered once the login is set',
  async (t) => {
    const login = { user: 'website', pass: 'geheim' };
    const relay = await startScriptedRelay(t, { login });
    const { app, lines } = await testApp(t, {
      env: { MAIL_TO, SMTP_URL: relay.url() },
      log: 'info',
      plainLog: true,
      leads: { backoffMaxMs: 400, pollIntervalMs: 200 },
    });
    t.equal((await postForm(app, validFields())).statusCode, 200);
    await waitFor(async () => (await attempts(app.leads.store)) >= 3, 5_000, 'three attempts');
    t.equal(about(lines, 50, 'lead delivery: the relay refused at MAIL FROM: 530').length, 1, 'one error line, however many retries');
    t.ok(about(lines, 40, 'the relay refused at MAIL FROM').length >= 1, 'the retries at warn');
    t.equal((await storeContents(app.config.dataDir)).pending.length, 1, 'still pending');
    t.match((await app.inject('/readyz')).json(), { status: 'ready', pending: 1 }, 'not yet overdue');

    const out: string[] = [];
    t.equal(await runOutbox(['list'], { dataDir: app.config.dataDir }, (line) => out.push(line)), 0);
    t.match(out.join('\n'), /^ {4}last error \(\d+ attempts, [\dT:.-]+Z\): the relay refused at MAIL FROM: 530 /m, 'outbox list shows it');
    await app.close();

    await testApp(t, {
      env: { MAIL_TO, SMTP_URL: relay.url(login), DATA_DIR: app.config.dataDir },
      log: 'info',
      plainLog: true,
      leads: { backoffMaxMs: 400, pollIntervalMs: 200 },
    });
    await waitFor(() => relay.mails.length === 1, 5_000, 'the lead, delivered with the login');
  },
);

t.test('relay – a relay that refuses the session (554 greeting) is reported as a refusal, not as unreachable', async (t) => {
  const relay = await startScriptedRelay(t);
  relay.refuse = { at: 'connect', code: 554, text: 'No SMTP service here' };
  const { app, lines } = await testApp(t, {
    env: { MAIL_TO, SMTP_URL: relay.url() },
    log: 'info',
    plainLog: true,
    leads: { backoffMaxMs: 400, pollIntervalMs: 200 },
  });
  await postForm(app, validFields());
  await waitFor(() => about(lines, 50, 'the relay refused at CONN: 554').length === 1, 5_000, 'the error line');
  t.same(about(lines, 40, 'cannot be reached'), [], 'never taken for an unreachable relay');
  relay.refuse = null;
  await waitFor(() => relay.mails.length === 1, 5_000, 'delivered once the relay takes sessions again');

  const port = await freePort();
  const down = await testApp(t, {
    env: { MAIL_TO, SMTP_URL: `smtp://127.0.0.1:${port}` },
    log: 'info',
    plainLog: true,
    leads: { backoffMaxMs: 400, pollIntervalMs: 200 },
  });
  await postForm(down.app, validFields());
  await waitFor(() => about(down.lines, 40, 'the relay cannot be reached').length > 0, 5_000, 'an unreachable relay, at warn');
  t.same(about(down.lines, 50, 'lead delivery'), [], 'no error line for a relay that may come back by itself');
});

t.test(
  'relay – the one signal: a lead waiting over 30 minutes makes /readyz degraded with one error line, and its end one line',
  async (t) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-overdue-'));
    t.teardown(() => rm(dataDir, { recursive: true, force: true }));
    const message = `From: ${MAIL_FROM}\r\nTo: ${MAIL_TO}\r\nSubject: Alt\r\n\r\nEine alte Anfrage\r\n`;
    await new MaildirStore(dataDir).add('pending', newId(Date.now() - 31 * 60_000), Buffer.from(message));
    const relay = await startScriptedRelay(t);
    relay.refuse = { at: 'rcpt', code: 550, text: '5.1.1 no such user' };
    const { app, lines } = await testApp(t, {
      env: { MAIL_TO, SMTP_URL: relay.url(), DATA_DIR: dataDir },
      log: 'info',
      plainLog: true,
      leads: { backoffMaxMs: 400, pollIntervalMs: 200 },
    });

    await waitFor(async () => (await attempts(app.leads.store)) >= 3, 5_000, 'three attempts');
    for (let i = 0; i < 3; i++) {
      const res = await app.inject('/readyz');
      t.equal(res.statusCode, 200, 'the instance still stores leads');
      t.match(res.json(), { status: 'degraded', problems: ['pending-overdue'], pending: 1, oldestPendingAgeSeconds: Number });
      t.ok(res.json().oldestPendingAgeSeconds >= 31 * 60);
    }
    const overdue = about(lines, 50, 'a lead has waited over 30 minutes');
    t.equal(overdue.length, 1, 'one error line, however many retries and probes');
    t.match(overdue[0], { pending: 1, lastError: /^the relay refused at RCPT TO: 550/ });

    relay.refuse = null;
    await waitFor(() => relay.mails.length === 1, 5_000, 'delivered');
    await waitFor(async () => (await app.inject('/readyz')).json().status === 'ready', 5_000, 'ready again');
    t.equal(about(lines, 30, 'no lead is overdue any more').length, 1, 'one line when it ends');
  },
);
