// What counts as a page view and a visitor, through inject with browser-like requests, read
// back from the day's aggregate on disk.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { loadConfig } from '../../server/config.ts';
import { dateOf, endOfDay, startOfDay } from '../../shared/clock.ts';
import { browser, CHROME, FakeClock, FIREFOX, GOOGLEBOT, IPAD, IPHONE, report } from './helpers.ts';
import { testApp } from '../helpers.ts';

const WEDNESDAY = '2025-03-12T10:00:00+01:00';

t.test('counting – bots, opt-outs, prefetches, HEAD, assets, probes, redirects and errors are not page views', async (t) => {
  const clock = new FakeClock(Date.parse(WEDNESDAY));
  const { app } = await testApp(t, { statsClock: clock.now });
  const visitor = browser(app, '203.0.113.7', CHROME);
  const css = app.assets.css;

  t.equal((await visitor.get('/impressum')).statusCode, 200, 'the one counted view');
  t.equal((await browser(app, '203.0.113.8', GOOGLEBOT).get('/impressum')).statusCode, 200);
  t.equal((await browser(app, '203.0.113.9', '').get('/impressum')).statusCode, 200, 'no User-Agent');
  t.equal((await browser(app, '203.0.113.10', CHROME, { 'sec-gpc': '1' }).get('/impressum')).statusCode, 200);
  t.equal((await browser(app, '203.0.113.11', CHROME, { dnt: '1' }).get('/impressum')).statusCode, 200);
  t.equal((await visitor.get('/impressum', { 'sec-purpose': 'prefetch' })).statusCode, 200);
  t.equal((await visitor.get('/impressum', { 'sec-purpose': 'prefetch;prerender' })).statusCode, 200);
  t.equal((await visitor.get('/impressum', { purpose: 'prefetch' })).statusCode, 200);
  t.equal((await visitor.get('/impressum', { 'sec-fetch-dest': 'empty' })).statusCode, 200, 'fetch() of a page');
  t.equal((await visitor.get('/impressum', {}, { method: 'HEAD' })).statusCode, 200);
  t.equal((await visitor.get(css, { 'sec-fetch-dest': 'style' })).statusCode, 200);
  t.equal((await visitor.get('/healthz')).statusCode, 200);
  t.equal((await visitor.get('/robots.txt')).statusCode, 200);
  t.equal((await visitor.get('/impressum/')).statusCode, 301);
  t.equal((await visitor.get('/gibt-es-nicht')).statusCode, 404);

  const { report: day } = await report(app, clock);
  t.equal(day.totals.pageviews, 1);
  t.equal(day.totals.visitors, 1);
  t.same(day.pages, [{ path: '/impressum', pageviews: 1, visitors: 1, leads: 0 }]);
});

t.test('counting – one visitor over three pages is one visitor; two browsers behind one address are two', async (t) => {
  const clock = new FakeClock(Date.parse(WEDNESDAY));
  const { app } = await testApp(t, { statsClock: clock.now });
  const office = '198.51.100.20';
  const first = browser(app, office, CHROME);
  for (const url of ['/', '/impressum', '/datenschutz']) t.equal((await first.get(url)).statusCode, 200);
  let { report: day } = await report(app, clock);
  t.equal(day.totals.visitors, 1, 'one visitor');
  t.equal(day.totals.pageviews, 3, 'three page views');

  await browser(app, office, FIREFOX).get('/');
  ({ report: day } = await report(app, clock));
  t.equal(day.totals.visitors, 2, 'a second browser at the same address is a second visitor');
  t.same(
    day.pages.find((p) => p.path === '/'),
    { path: '/', pageviews: 2, visitors: 2, leads: 0 },
  );
  t.same(
    day.pages.find((p) => p.path === '/impressum'),
    { path: '/impressum', pageviews: 1, visitors: 1, leads: 0 },
  );
});

t.test('counting – sources: external referrer host only, campaign tags cleaned, direct otherwise; device classes', async (t) => {
  const clock = new FakeClock(Date.parse(WEDNESDAY));
  const { app } = await testApp(t, { statsClock: clock.now });
  await browser(app, '192.0.2.1', CHROME).get('/', { referer: 'https://www.LinkedIn.com/feed/?trk=secret-token' });
  await browser(app, '192.0.2.2', IPHONE).get('/impressum', { referer: 'https://www.example.de/datenschutz' });
  await browser(app, '192.0.2.3', IPAD).get(
    '/?utm_source=Newsletter&utm_medium=E-Mail&utm_campaign=Fr%C3%BChjahr%202025&email=max%40example.de',
  );
  await browser(app, '192.0.2.4', CHROME).get('/?utm_source=%3Cscript%3E&utm_campaign=' + 'x'.repeat(65));
  // The entry is the first page view of the day: a later referrer does not change it.
  await browser(app, '192.0.2.1', CHROME).get('/impressum', { referer: 'https://www.google.com/' });

  const { report: day } = await report(app, clock);
  t.same(
    day.sources,
    [
      { source: 'direct', visitors: 2, leads: 0 },
      { source: 'newsletter', visitors: 1, leads: 0 },
      { source: 'www.linkedin.com', visitors: 1, leads: 0 },
    ],
    'own referrer and rejected tags are direct',
  );
  t.same(day.campaigns, [{ source: 'newsletter', medium: 'e-mail', campaign: 'frühjahr 2025', visitors: 1, leads: 0 }]);
  t.same(day.devices, { phone: 1, tablet: 1, desktop: 2 });
  const stored = await readFile(path.join(app.config.dataDir, 'stats', 'days', `${dateOf(clock.ms)}.json`), 'utf8');
  t.notMatch(stored, /secret-token|feed|script|max|xxxxxxxx/, 'nothing else of a URL is kept');
});

t.test('counting – the form funnel: a beacon per step and visitor, foreign origins and opt-outs ignored', async (t) => {
  const clock = new FakeClock(Date.parse(WEDNESDAY));
  const { app } = await testApp(t, { statsClock: clock.now });
  const visitor = browser(app, '192.0.2.50', CHROME);
  await visitor.get('/');
  t.equal((await visitor.beacon('form-view')).statusCode, 204);
  t.equal((await visitor.beacon('form-view')).statusCode, 204, 'twice is still one visitor');
  t.equal((await visitor.beacon('form-start')).statusCode, 204);
  t.equal((await visitor.beacon('something-else')).statusCode, 204);
  await browser(app, '192.0.2.51', CHROME, { 'sec-gpc': '1' }).beacon('form-view');
  await browser(app, '192.0.2.52', CHROME, { origin: 'https://evil.example' }).beacon('form-view');
  await browser(app, '192.0.2.53', GOOGLEBOT).beacon('form-view');
  const { report: day } = await report(app, clock);
  t.equal(day.totals.formViews, 1);
  t.equal(day.totals.formStarts, 1);
});

t.test('counting – the salt changes at midnight Europe/Berlin (fake clock), and the old one is gone from disk', async (t) => {
  // The night the clocks go forward: midnight in Berlin is 23:00 UTC the evening before.
  const clock = new FakeClock(Date.parse('2025-03-29T22:59:59Z'));
  const { app } = await testApp(t, { statsClock: clock.now });
  const stateFile = path.join(app.config.dataDir, 'stats', 'today.json');
  const visitor = browser(app, '203.0.113.77', FIREFOX);
  await visitor.get('/');
  await app.stats.flush();
  const before = JSON.parse(await readFile(stateFile, 'utf8'));
  t.equal(before.date, '2025-03-29');

  clock.set('2025-03-29T23:00:00Z');
  await visitor.get('/impressum');
  clock.set('2025-03-29T23:30:00Z');
  await visitor.get('/datenschutz');
  await app.stats.flush();
  const after = JSON.parse(await readFile(stateFile, 'utf8'));
  t.equal(after.date, '2025-03-30', 'the new day began at 00:00 in Berlin, not at 00:00 UTC');
  t.not(after.salt, before.salt, 'a new salt');
  t.not(after.visitors[0][0], before.visitors[0][0], 'so the same browser has a new hash');

  const { report: both } = await report(app, clock, '2025-03-29', '2025-03-30');
  t.same(both.days, [
    { date: '2025-03-29', visitors: 1, pageviews: 1, leads: 0 },
    { date: '2025-03-30', visitors: 1, pageviews: 2, leads: 0 },
  ]);
  t.equal(both.totals.visitors, 2, 'the same browser on two days counts on both');

  const files = await filesUnder(app.config.dataDir);
  for (const file of files)
    t.notOk((await readFile(file)).includes(before.salt), `the old salt is not in ${path.relative(app.config.dataDir, file)}`);
  t.same(
    files.filter((f) => path.relative(app.config.dataDir, f).startsWith(path.join('stats', 'tmp'))),
    [],
    'no temporary files left',
  );
});

t.test('counting – a restart on the same day keeps the salt: the visitor stays one', async (t) => {
  const clock = new FakeClock(Date.parse(WEDNESDAY));
  const { app: first } = await testApp(t, { statsClock: clock.now });
  const dataDir = first.config.dataDir;
  await browser(first, '203.0.113.5', CHROME).get('/');
  await first.close();

  clock.ms += 60 * 60_000;
  const { app: second } = await testApp(t, { statsClock: clock.now, env: { DATA_DIR: dataDir } });
  await browser(second, '203.0.113.5', CHROME).get('/impressum');
  const { report: day } = await report(second, clock);
  t.equal(day.totals.visitors, 1);
  t.equal(day.totals.pageviews, 2);
  await second.close();

  // Started the next day, the server closes the interrupted day first.
  clock.set('2025-03-14T09:00:00+01:00');
  const { app: third } = await testApp(t, { statsClock: clock.now, env: { DATA_DIR: dataDir } });
  const { report: three } = await report(third, clock, '2025-03-12', '2025-03-14');
  t.same(
    three.days.map((d) => d.pageviews),
    [2, 0, 0],
  );
  const state = JSON.parse(await readFile(path.join(dataDir, 'stats', 'today.json'), 'utf8'));
  t.equal(state.date, '2025-03-14');
  t.same(state.visitors, [], 'the old day’s hashes are gone with its salt');
});

t.test('counting – ANALYTICS=off counts nothing and writes nothing; the form sends no beacon, one sent anyway gets a 204', async (t) => {
  const clock = new FakeClock(Date.parse(WEDNESDAY));
  const { app } = await testApp(t, { statsClock: clock.now, env: { ANALYTICS: 'off' } });
  t.equal((await browser(app, '203.0.113.7', CHROME).get('/')).statusCode, 200);
  t.equal((await browser(app, '203.0.113.7', CHROME).beacon('form-view')).statusCode, 204);
  t.notMatch((await browser(app, '203.0.113.7', CHROME).get('/')).body, /stats\/event/, 'the form gets no beacon URL');
  await app.close();
  t.notOk((await readdir(app.config.dataDir)).includes('stats'));
});

t.test('config – ANALYTICS, STATS_DIGEST and STATS_FLUSH_SECONDS: defaults, and a bad value names its variable', async (t) => {
  const config = loadConfig({ DATA_DIR: '/tmp/x' });
  t.same([config.analytics, config.statsDigest, config.statsFlushSeconds], [true, 'off', 60]);
  for (const [name, value] of [
    ['ANALYTICS', 'maybe'],
    ['STATS_DIGEST', 'daily'],
    ['STATS_FLUSH_SECONDS', '0'],
  ] as const) {
    t.throws(() => loadConfig({ [name]: value }), { name: 'ConfigError', variable: name });
  }
});

t.test('calendar – a day ends at midnight in Berlin, summer and winter', async (t) => {
  t.equal(new Date(endOfDay(Date.parse('2025-01-15T12:00:00Z'))).toISOString(), '2025-01-15T23:00:00.000Z');
  t.equal(new Date(endOfDay(Date.parse('2025-07-01T21:59:59Z'))).toISOString(), '2025-07-01T22:00:00.000Z');
  t.equal(new Date(endOfDay(Date.parse('2025-10-25T22:00:00Z'))).toISOString(), '2025-10-26T23:00:00.000Z', 'the 25-hour day');
  t.equal(dateOf(Date.parse('2025-10-25T22:00:00Z')), '2025-10-26');
  // A week's „held as spam“ counts from Monday's Berlin midnight.
  t.equal(new Date(startOfDay('2025-01-13')).toISOString(), '2025-01-12T23:00:00.000Z');
  t.equal(new Date(startOfDay('2025-03-31')).toISOString(), '2025-03-30T22:00:00.000Z', 'the Monday after the change to summer time');
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
