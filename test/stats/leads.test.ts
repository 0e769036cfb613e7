// Leads and spam in the statistics: attributed to the source and campaign of the visitor's entry
// that day, by the day's hash alone; and nothing personal anywhere in DATA_DIR afterwards.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import t from 'tap';
import { Day, PAGES } from '../../server/stats/day.ts';
import { validFields } from '../contact/helpers.ts';
import { browser, campaignReader, CHROME, FakeClock, FIREFOX, IPHONE, report } from './helpers.ts';
import { testApp } from '../helpers.ts';

const NOW = '2025-03-12T10:00:00+01:00';

t.test('leads – a lead is attributed to its visitor’s utm_campaign; spam is counted by reason, not as a lead', async (t) => {
  const clock = new FakeClock(Date.parse(NOW));
  const { app } = await testApp(t, { statsClock: clock.now });
  const reader = await campaignReader(app, '198.51.100.7', '/?utm_source=newsletter&utm_medium=email&utm_campaign=fruehjahr');
  t.equal((await reader.post(validFields({ cta_type: 'kilead' }))).statusCode, 200);

  // Another browser from LinkedIn sends a lead; a third sends spam (the honeypot).
  const other = browser(app, '198.51.100.8', FIREFOX);
  await other.get('/', { referer: 'https://www.linkedin.com/' });
  t.equal((await other.post(validFields({ cta_type: 'speaking' }))).statusCode, 200);
  t.equal((await browser(app, '198.51.100.9', IPHONE).post(validFields({ website: 'https://spam.example' }))).statusCode, 200);
  // A lead from a browser never seen today: counted, attributed to no source.
  t.equal((await browser(app, '198.51.100.10', IPHONE).post(validFields({ cta_type: 'sparring' }))).statusCode, 200);
  // A lead sent with Global Privacy Control is not counted at all.
  t.equal((await browser(app, '198.51.100.7', CHROME, { 'sec-gpc': '1' }).post(validFields({ cta_type: 'kilead' }))).statusCode, 200);

  const { report: day, extras } = await report(app, clock);
  t.equal(day.totals.leads, 3);
  t.equal(day.totals.spam, 1);
  t.same(extras.spamByReason, { honeypot: 1 });
  t.equal(extras.unattributedLeads, 1);
  t.equal(extras.sends, 3, 'three visitors sent a lead');
  t.same(day.campaigns, [{ source: 'newsletter', medium: 'email', campaign: 'fruehjahr', visitors: 1, leads: 1 }]);
  t.same(day.sources, [
    { source: 'newsletter', visitors: 1, leads: 1 },
    { source: 'www.linkedin.com', visitors: 1, leads: 1 },
  ]);
  t.same(day.leadsByTopic, { speaking: 1, kilead: 1, potenzialcheck: 0, sparring: 1, sonstiges: 0 });
  t.same(day.days, [{ date: '2025-03-12', visitors: 2, pageviews: 3, leads: 3 }]);
  t.equal(day.totals.formViews, 1);
  t.equal(day.totals.formStarts, 1);
});

t.test(
  'privacy – nothing stored under DATA_DIR holds a test visitor’s address or User-Agent, and no e-mail address outside the lead messages',
  async (t) => {
    const clock = new FakeClock(Date.parse(NOW));
    const { app } = await testApp(t, { statsClock: clock.now });
    const visitors = [
      { ip: '203.0.113.201', ua: `${CHROME} Probe/alpha-7731`, email: 'erika.probe@example.org' },
      { ip: '2001:db8:4711::beef', ua: `${IPHONE} Probe/beta-9924`, email: 'max.probe@example.net' },
    ];
    for (const v of visitors) {
      const b = browser(app, v.ip, v.ua);
      await b.get(`/?utm_source=probe&email=${encodeURIComponent(v.email)}`, {
        referer: `https://search.example/?q=${encodeURIComponent(v.email)}`,
      });
      await b.get('/datenschutz');
      await b.beacon('form-view');
      await b.beacon('form-start');
      t.equal((await b.post(validFields({ email: v.email }))).statusCode, 200);
    }
    await app.close();

    const dataDir = app.config.dataDir;
    const files = (await readdir(dataDir, { withFileTypes: true, recursive: true }))
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    const statsFiles = files.filter((f) => path.relative(dataDir, f).startsWith('stats'));
    t.ok(statsFiles.length >= 2, `the statistics wrote ${statsFiles.length} files`);
    // Lead messages carry the sender's e-mail address by purpose; nothing else may.
    const leadMessage = (file: string) => /^(new|cur|\.Quarantine\/(new|cur))\//.test(path.relative(dataDir, file));
    t.ok(files.some(leadMessage), 'the leads are stored');
    for (const file of files) {
      const content = await readFile(file, 'latin1');
      const name = path.relative(dataDir, file);
      for (const v of visitors) {
        for (const secret of [v.ip, v.ua, v.ua.split(' ').at(-1)!, encodeURIComponent(v.email)]) {
          t.notOk(content.includes(secret), `${name} does not hold ${secret.slice(0, 40)}`);
        }
        if (!leadMessage(file)) t.notOk(content.includes(v.email), `${name} does not hold ${v.email}`);
      }
    }
  },
);

t.test('leads – counted on the page they were sent on (the form’s page field), through a restart of the day', async (t) => {
  const day = new Day('2025-03-12');
  const home = PAGES.indexOf('/');
  day.view('198.51.100.9', CHROME, home, () => ({
    entry: { source: 'direct', medium: null, campaign: null, tagged: false },
    device: 'desktop',
  }));
  day.lead('198.51.100.9', CHROME, 'speaking', home);
  day.lead('198.51.100.9', CHROME, 'speaking', null);
  const restored = Day.restore(JSON.parse(JSON.stringify(day.snapshot())) as ReturnType<Day['snapshot']>);
  for (const aggregate of [day.aggregate(), restored.aggregate()]) {
    t.same(aggregate.pages['/'], { pageviews: 1, visitors: 1, leads: 1 }, 'one sent on /, one on an unknown page');
    t.equal(aggregate.leads, 2);
  }
});
