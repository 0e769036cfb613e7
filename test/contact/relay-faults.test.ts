// A relay that refuses never strands a lead in silence: a refusal that every lead would meet
// (login, sender, recipient) keeps the leads pending, is logged at error with what to fix and
// shows in /readyz; a refused message is retried for a while, then kept in .Failed/ and counted.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { buildApp } from '../../server/app.ts';
import { freePort } from '../../scripts/local-services.ts';
import { testConfig } from '../helpers.ts';
import { MAIL_FROM, MAIL_TO, postForm, startRelay, startScriptedRelay, storeContents, validFields, waitFor } from './helpers.ts';

type Line = { level: number; msg: string; stage?: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app with fast retries, its log lines collected. */
async function loggedApp(t: Tap, env: Record<string, string>, timing: { refusedRetryMs?: number; relayCheckIntervalMs?: number } = {}) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  const config = await testConfig(t, { CONTACT_RATE_LIMIT: '1000', MAIL_FROM, MAIL_TO, ...env });
  const app = await buildApp(config, { logger: { level: 'info', stream } });
  app.leads.delivery.backoff.baseMs = 50;
  app.leads.delivery.backoff.maxMs = 400;
  app.leads.delivery.refusedRetryMs = timing.refusedRetryMs ?? 0;
  if (timing.relayCheckIntervalMs) app.leads.delivery.relayCheckIntervalMs = timing.relayCheckIntervalMs;
  app.leads.probeIntervalMs = 0;
  await app.ready();
  t.teardown(() => app.close());
  return { app, lines };
}
type Tap = { teardown(fn: () => unknown): void };

const readyz = async (app: FastifyInstance) => {
  const res = await app.inject('/readyz');
  return { code: res.statusCode, body: res.json() };
};
const errorsAbout = (lines: Line[], text: string) => lines.filter((l) => l.level === 50 && l.msg.includes(text));

t.test(
  'relay – 530 at MAIL FROM (SMTP_URL without a login): the lead stays pending, error log says what to fix, /readyz shows it; delivered once the login is set',
  async (t) => {
    const login = { user: 'website', pass: 'geheim' };
    const relay = await startScriptedRelay(t, { login });
    const { app, lines } = await loggedApp(t, { SMTP_URL: relay.url() });
    t.equal((await postForm(app, validFields())).statusCode, 200);
    await waitFor(() => errorsAbout(lines, 'put user and password into SMTP_URL').length > 0, 5_000, 'the error line');
    await sleep(300); // several retries
    const store = await storeContents(app.config.dataDir);
    t.equal(store.pending.length, 1, 'still pending');
    t.same(store.failed, [], 'never moved to .Failed/');
    const { code, body } = await readyz(app);
    t.equal(code, 200, 'the instance still stores leads');
    t.match(body, {
      status: 'degraded',
      problems: ['relay-failing'],
      delivery: { relay: 'failing', relayFailure: 'login' },
      pending: 1,
      failed: 0,
    });
    await app.close();

    const fixed = await loggedApp(t, { SMTP_URL: relay.url(login), DATA_DIR: app.config.dataDir });
    await waitFor(() => relay.mails.length === 1, 5_000, 'the lead, delivered with the login');
    await waitFor(async () => (await readyz(fixed.app)).body.status === 'ready', 5_000, 'ready again');
  },
);

t.test(
  'relay – 550 on RCPT TO and on MAIL FROM: a relay-wide refusal; the leads wait and go out once the relay accepts, without a restart',
  async (t) => {
    const relay = await startScriptedRelay(t);
    for (const [at, hint, stage] of [
      ['rcpt', 'check MAIL_TO', 'recipient'],
      ['mail', 'MAIL_FROM must be an address', 'sender'],
    ] as const) {
      relay.refuse = { at, code: 550, text: '5.1.1 refused' };
      const { app, lines } = await loggedApp(t, { SMTP_URL: relay.url() });
      const before = relay.mails.length;
      await postForm(app, validFields());
      await postForm(app, validFields());
      await waitFor(() => errorsAbout(lines, hint).length > 0, 5_000, `the error line (${at})`);
      await sleep(300);
      t.same((await storeContents(app.config.dataDir)).failed, [], `${at}: nothing moved to .Failed/`);
      t.match(
        (await readyz(app)).body,
        { status: 'degraded', delivery: { relayFailure: stage }, pending: 2 },
        `${at}: /readyz names the ${stage}`,
      );
      relay.refuse = null;
      await waitFor(() => relay.mails.length === before + 2, 5_000, `both leads after the ${stage} was accepted`);
      await waitFor(async () => (await readyz(app)).body.status === 'ready', 5_000, 'ready again');
    }
  },
);

t.test(
  'relay – a refused message (550 after DATA) is retried within the window, shown in /readyz, and delivered when the relay takes it',
  async (t) => {
    const relay = await startScriptedRelay(t);
    relay.refuse = { at: 'data', code: 550, text: '5.7.1 message refused' };
    const { app, lines } = await loggedApp(t, { SMTP_URL: relay.url() }, { refusedRetryMs: 60_000 });
    await postForm(app, validFields());
    await waitFor(() => errorsAbout(lines, 'the relay refused this lead; retried until').length >= 2, 5_000, 'two refusals');
    t.equal((await storeContents(app.config.dataDir)).pending.length, 1, 'pending while the relay refuses it');
    t.match((await readyz(app)).body, { status: 'degraded', problems: ['refused-leads'], delivery: { relay: 'ok' }, pending: 1 });
    relay.refuse = null;
    await waitFor(() => relay.mails.length === 1, 5_000, 'delivered on a retry');
    t.same((await storeContents(app.config.dataDir)).failed, []);
    await waitFor(async () => (await readyz(app)).body.status === 'ready', 5_000, 'ready again');
  },
);

t.test(
  'relay – a relay that refuses the session (554 greeting) moves no lead: it waits as a relay fault and goes out when the relay takes it',
  async (t) => {
    const relay = await startScriptedRelay(t);
    relay.refuse = { at: 'connect', code: 554, text: 'No SMTP service here' };
    // Without a window: a refusal taken for the message's would move the lead to .Failed/ at once.
    const { app } = await loggedApp(t, { SMTP_URL: relay.url() });
    await postForm(app, validFields());
    await waitFor(async () => (await readyz(app)).body.delivery.relayFailure === 'connection', 5_000, 'the relay fault');
    await sleep(300); // several retries
    const store = await storeContents(app.config.dataDir);
    t.equal(store.pending.length, 1, 'still pending');
    t.same(store.failed, [], 'never moved to .Failed/');
    t.match((await readyz(app)).body, { status: 'degraded', problems: ['relay-failing'], failed: 0 });
    relay.refuse = null;
    await waitFor(() => relay.mails.length === 1, 5_000, 'delivered once the relay takes sessions again');
  },
);

t.test('relay – after the window a refused lead is kept in .Failed/ and /readyz counts it: degraded, HTTP 200', async (t) => {
  const relay = await startScriptedRelay(t);
  relay.refuse = { at: 'data', code: 554, text: '5.7.1 message refused' };
  const { app, lines } = await loggedApp(t, { SMTP_URL: relay.url() });
  await postForm(app, validFields());
  await waitFor(async () => (await storeContents(app.config.dataDir)).failed.length === 1, 5_000, 'the failed folder');
  await waitFor(
    () => errorsAbout(lines, 'moved to .Failed (npm run outbox -- requeue <id>)').length === 1,
    5_000,
    'one error line that says how to recover',
  );
  const { code, body } = await readyz(app);
  t.equal(code, 200);
  t.match(body, { status: 'degraded', problems: ['failed-leads'], failed: 1, oldestFailedAgeSeconds: Number, delivery: { relay: 'ok' } });
});

t.test(
  'relay – checked at boot before any lead: a refused login shows in /readyz and the log; a relay that comes up is seen by the periodic check',
  async (t) => {
    const relay = await startScriptedRelay(t, { login: { user: 'website', pass: 'richtig' } });
    const { app, lines } = await loggedApp(t, { SMTP_URL: relay.url({ user: 'website', pass: 'falsch' }) });
    await waitFor(() => errorsAbout(lines, 'put user and password into SMTP_URL').length > 0, 5_000, 'the error line at boot');
    t.match((await readyz(app)).body, {
      status: 'degraded',
      problems: ['relay-failing'],
      delivery: { relay: 'failing', relayFailure: 'login' },
      pending: 0,
    });

    const port = await freePort();
    const late = await loggedApp(t, { SMTP_URL: `smtp://127.0.0.1:${port}` }, { relayCheckIntervalMs: 200 });
    await waitFor(async () => (await readyz(late.app)).body.delivery.relayFailure === 'connection', 5_000, 'no connection at boot');
    await startRelay(t, port);
    await waitFor(async () => (await readyz(late.app)).body.status === 'ready', 5_000, 'seen by a later check, without any lead');
    t.match((await readyz(late.app)).body.delivery, { relay: 'ok', relayFailure: null });
  },
);
