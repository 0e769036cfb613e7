// The weekly digest, read where the owner reads it: at a real SMTP server, delivered from the
// lead store like a lead.
import { site, testApp } from '../helpers.ts';
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { composeDigest, queueDigest, type DigestContext } from '../../server/owner/digest.tsx';
import { MAIL_FROM, MAIL_TO, startRelay, storeContents, validFields } from '../contact/helpers.ts';
import { until } from '../ops/process.ts';
import { browser, CHROME, FakeClock, IPHONE } from './helpers.ts';

const compose: DigestContext['compose'] = (dir, week, warn) => composeDigest(dir, week, site.topics, warn);
/** The server's check whether the digest is due, run once and awaited (the server runs it on a timer once it listens). */
const digestDue = (app: FastifyInstance, leads: { enqueue(mail: { message: Buffer }): Promise<string> } = app.leads) =>
  queueDigest({ service: app.stats.service!, leads, config: app.config, log: app.log, compose });

t.test('digest – on Monday last week’s report reaches MAIL_TO as HTML with a chart and as text, once', async (t) => {
  const relay = await startRelay(t);
  const env = { SMTP_URL: relay.url, MAIL_TO, MAIL_FROM, STATS_DIGEST: 'weekly' };
  const clock = new FakeClock(Date.parse('2025-03-12T10:00:00+01:00'));
  const { app: first } = await testApp(t, { statsClock: clock.now, env });
  const dataDir = first.config.dataDir;
  const reader = browser(first, '198.51.100.1', CHROME);
  await reader.get('/?utm_source=linkedin&utm_campaign=keynote');
  await reader.post(validFields({ cta_type: 'speaking' }));
  clock.set('2025-03-14T18:00:00+01:00');
  await browser(first, '198.51.100.2', IPHONE).get('/impressum');
  await until(() => relay.mails.length === 1);
  t.notOk(relay.mails[0]!.headers.has('x-stats-digest'), 'no digest during the week');
  await first.close();

  clock.set('2025-03-17T07:00:00+01:00');
  const { app: monday } = await testApp(t, { statsClock: clock.now, env: { ...env, DATA_DIR: dataDir } });
  // Composed after the server listens, not while it boots.
  t.same((await storeContents(dataDir)).pending, [], 'not queued before the server listens');
  await monday.listen({ port: 0, host: '127.0.0.1' });
  const mail = (await until(() => relay.mails.find((m) => m.headers.has('x-stats-digest'))))!;
  t.same(mail.envelopeTo, [MAIL_TO]);
  t.same(mail.headers.get('x-stats-digest'), ['2025-W11']);
  t.same(mail.headers.get('auto-submitted'), ['auto-generated']);

  const parsed = await simpleParser(mail.raw);
  t.equal(parsed.subject, 'Website-Statistik KW 11: 2 Besucher, 1 Anfrage');
  t.match(mail.raw, /Content-Type: multipart\/alternative/i);
  const html = String(parsed.html);
  t.match(html, /Deine Website in KW 11/);
  t.match(html, /10\.03\.2025 bis 16\.03\.2025/);
  // The chart: a bar per day with visitors, drawn by a table of a percentage width and a bgcolor.
  const bars = [
    ...html.matchAll(/<table role="presentation" cellpadding="0" cellspacing="0" width="(\d+)%"><tbody><tr><td bgcolor="#[0-9a-f]{6}"/gi),
  ].map((m) => Number(m[1]));
  t.same(bars, [100, 100], 'Wednesday and Friday, one visitor each');
  t.notMatch(html, /<img|style=|<style|url\(|https?:\/\//i, 'no image, no CSS, no external reference');
  t.match(html, /linkedin \/ – \/ keynote/);
  t.match(parsed.text ?? '', /Mi 12\.03\. █{30}\s+1 Besucher/);
  t.match(parsed.text ?? '', /Keynote anfragen\s+1/);
  t.match(parsed.text ?? '', /Zustellung: Alles zugestellt\n\s+Wartend\s+0/, 'the delivery state');
  t.match(html, /<h2>Zustellung: Alles zugestellt<\/h2>/);

  // Delivered like a lead: out of new/, into cur/.
  await until(async () => (await storeContents(dataDir)).pending.length === 0);
  await monday.close();

  clock.set('2025-03-19T12:00:00+01:00');
  const { app: again } = await testApp(t, { statsClock: clock.now, env: { ...env, DATA_DIR: dataDir } });
  await digestDue(again);
  t.same((await storeContents(dataDir)).pending, [], 'no second digest for the same week');
  await again.close();
  t.equal(relay.mails.filter((m) => m.headers.has('x-stats-digest')).length, 1);
});

t.test('digest – off by default; with STATS_DIGEST=weekly, a week without counts sends nothing', async (t) => {
  const clock = new FakeClock(Date.parse('2025-03-17T07:00:00+01:00'));
  const { app: plain } = await testApp(t, { statsClock: clock.now });
  t.equal(plain.config.statsDigest, 'off');
  const { app: weekly } = await testApp(t, { statsClock: clock.now, env: { STATS_DIGEST: 'weekly' } });
  await digestDue(weekly);
  t.same((await storeContents(weekly.config.dataDir)).pending, [], 'nothing counted last week: no mail');
});

t.test('digest – a digest that cannot be queued is logged and queued at the next check', async (t) => {
  const clock = new FakeClock(Date.parse('2025-03-12T10:00:00+01:00'));
  const { app } = await testApp(t, { statsClock: clock.now, env: { STATS_DIGEST: 'weekly' } });
  await browser(app, '198.51.100.1', CHROME).get('/');
  clock.set('2025-03-17T07:00:00+01:00');
  const errors: unknown[] = [];
  const log = app.log.child({});
  log.error = (...args: unknown[]) => void errors.push(args);
  const failing = { enqueue: () => Promise.reject(new Error('disk full')) };
  await queueDigest({ service: app.stats.service!, leads: failing, config: app.config, log, compose });
  t.equal(errors.length, 1, 'one error logged, nothing thrown');
  t.same((await storeContents(app.config.dataDir)).pending, []);
  await digestDue(app);
  t.equal((await storeContents(app.config.dataDir)).pending.length, 1, 'queued at the next check');
});
