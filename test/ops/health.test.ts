import { rm, writeFile } from 'node:fs/promises';
import t from 'tap';
import { MAIL_TO, postForm, startRelay, validFields } from '../contact/helpers.ts';
import { testApp } from '../helpers.ts';

t.test('/healthz – 200 JSON while the process serves, never cached', async (t) => {
  const { app } = await testApp(t);
  const res = await app.inject('/healthz');
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.equal(res.headers['cache-control'], 'no-store');
  t.match(res.json(), { status: 'ok', uptimeSeconds: Number });
});

t.test('/readyz – ready: the store is writable; pending messages and the age of the oldest', async (t) => {
  const { app } = await testApp(t);
  let res = await app.inject('/readyz');
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'no-store');
  t.same(res.json(), {
    status: 'ready',
    problems: [],
    store: { writable: true },
    delivery: { enabled: false, running: false },
    calendar: 'calendar-unset',
    pending: 0,
    oldestPendingAgeSeconds: null,
  });

  // Without SMTP_URL every stored lead stays pending.
  t.equal((await postForm(app, validFields())).statusCode, 200);
  t.equal((await postForm(app, validFields())).statusCode, 200);
  res = await app.inject('/readyz');
  t.equal(res.statusCode, 200);
  t.match(res.json(), { status: 'ready', pending: 2, oldestPendingAgeSeconds: Number });
  t.ok(res.json().oldestPendingAgeSeconds >= 0 && res.json().oldestPendingAgeSeconds < 5);
});

t.test('/readyz – with SMTP_URL the delivery loop must run', async (t) => {
  const relay = await startRelay(t);
  const { app } = await testApp(t, { env: { SMTP_URL: relay.url, MAIL_TO } });
  const res = await app.inject('/readyz');
  t.equal(res.statusCode, 200);
  t.match(res.json(), { status: 'ready', delivery: { enabled: true, running: true } });

  await app.leads.delivery.stop();
  const stopped = await app.inject('/readyz');
  t.equal(stopped.statusCode, 503, 'a stopped delivery loop is not ready');
  t.match(stopped.json(), { status: 'not-ready', store: { writable: true }, delivery: { enabled: true, running: false } });
});

t.test('/readyz – 503 when the store is not writable; /healthz stays 200', async (t) => {
  const { app } = await testApp(t, { configure: (app) => (app.leads.probeIntervalMs = 0) });
  t.equal((await app.inject('/readyz')).statusCode, 200);
  // The volume is gone and something else sits at its path (works as root, unlike chmod).
  await rm(app.config.dataDir, { recursive: true, force: true });
  await writeFile(app.config.dataDir, 'not a directory');

  const res = await app.inject('/readyz');
  t.equal(res.statusCode, 503);
  t.match(res.json(), { status: 'not-ready', store: { writable: false } });
  t.equal((await app.inject('/healthz')).statusCode, 200, 'the process itself is alive');
});

t.test(
  '/readyz – the store is probed for real at most every probeIntervalMs; callers in between get its result, and a failure shows on the next probe',
  async (t) => {
    // An interval no burst of calls outlasts, however busy the machine.
    const { app } = await testApp(t, { configure: (app) => (app.leads.probeIntervalMs = 3_600_000) });
    let probes = 0;
    const probe = app.leads.store.probe.bind(app.leads.store);
    app.leads.store.probe = async () => {
      probes++;
      return probe();
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.inject('/readyz')));
    for (let i = 0; i < 50; i++) answers.push(await app.inject('/readyz'));
    t.ok(answers.every((a) => a.statusCode === 200));
    t.equal(probes, 1, '100 calls, one probe (a 64 KiB write and fsyncs)');

    await rm(app.config.dataDir, { recursive: true, force: true });
    await writeFile(app.config.dataDir, 'not a directory');
    app.leads.probeIntervalMs = 0; // the interval has passed
    const broken = await app.inject('/readyz');
    t.equal(broken.statusCode, 503, 'the next probe shows the failure');
    t.match(broken.json(), { status: 'not-ready', problems: ['store-not-writable'] });
    t.equal(probes, 2);
  },
);

t.test('health – probes are not logged at info level; pages are', async (t) => {
  const { app, lines } = await testApp(t, { log: 'info' });
  await app.inject('/healthz');
  await app.inject('/readyz');
  await app.inject('/impressum');
  const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
  t.same(urls, ['/impressum'], 'only the page request is logged');
});
