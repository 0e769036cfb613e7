// `npm run stats` (server/cli/stats.ts, run in-process: the built entry only adds the
// configuration): its JSON contract and its terminal report, on a DATA_DIR filled through the
// real routes.
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import t, { type Test } from 'tap';
import { runStats } from '../../server/cli/stats.ts';
import { addDays, dateOf } from '../../shared/clock.ts';
import { emptyDay } from '../../server/stats/files.ts';
import { validFields } from '../contact/helpers.ts';
import { tempDir } from '../ops/process.ts';
import { browser, campaignReader, FakeClock, FIREFOX, IPHONE } from './helpers.ts';
import { testApp } from '../helpers.ts';

async function stats(dataDir: string, ...args: string[]) {
  let [stdout, stderr] = ['', ''];
  const code = await runStats(
    args,
    { dataDir, leadRetentionDays: 30 },
    (text) => void (stdout += text),
    Date.now(),
    (text) => void (stderr += text),
  );
  return { code, stdout, stderr };
}

/** Two days of traffic: Monday one reader from a campaign who sends a lead; Tuesday two visitors and spam. */
async function twoDays(t: Test, monday: string) {
  const clock = new FakeClock(Date.parse(`${monday}T09:00:00+01:00`));
  const { app } = await testApp(t, { statsClock: clock.now });
  const reader = await campaignReader(app, '198.51.100.1', '/?utm_source=linkedin&utm_medium=social&utm_campaign=keynote');
  await reader.post(validFields({ cta_type: 'speaking' }));
  clock.ms += 24 * 60 * 60_000;
  await browser(app, '198.51.100.2', IPHONE).get('/', { referer: 'https://www.google.com/' });
  await browser(app, '198.51.100.3', FIREFOX).get('/brief-aus-der-zukunft');
  await browser(app, '198.51.100.3', FIREFOX).post(validFields({ website: 'bot' }));
  await app.close();
  return app.config.dataDir;
}

t.test('npm run stats -- --json – exactly the contract’s object, with the counts of the range', async (t) => {
  const dataDir = await twoDays(t, '2025-03-10');
  const { code, stdout } = await stats(dataDir, '--json', '--from', '2025-03-09', '--to', '2025-03-11');
  t.equal(code, 0);
  const report = JSON.parse(stdout);
  t.same(Object.keys(report), ['from', 'to', 'totals', 'days', 'pages', 'sources', 'campaigns', 'devices', 'leadsByTopic', 'bookings']);
  t.strictSame(report, {
    from: '2025-03-09',
    to: '2025-03-11',
    totals: { visitors: 3, pageviews: 4, formViews: 1, formStarts: 1, leads: 1, spam: 1 },
    days: [
      { date: '2025-03-09', visitors: 0, pageviews: 0, leads: 0 },
      { date: '2025-03-10', visitors: 1, pageviews: 2, leads: 1 },
      { date: '2025-03-11', visitors: 2, pageviews: 2, leads: 0 },
    ],
    pages: [
      { path: '/', pageviews: 2, visitors: 2, leads: 1 },
      { path: '/brief-aus-der-zukunft', pageviews: 1, visitors: 1, leads: 0 },
      { path: '/impressum', pageviews: 1, visitors: 1, leads: 0 },
    ],
    sources: [
      { source: 'linkedin', visitors: 1, leads: 1 },
      { source: 'direct', visitors: 1, leads: 0 },
      { source: 'www.google.com', visitors: 1, leads: 0 },
    ],
    campaigns: [{ source: 'linkedin', medium: 'social', campaign: 'keynote', visitors: 1, leads: 1 }],
    devices: { phone: 1, tablet: 0, desktop: 2 },
    leadsByTopic: { speaking: 1, kilead: 0, potenzialcheck: 0, sparring: 0, sonstiges: 0 },
    bookings: { byPage: {}, bySource: {} },
  });
});

t.test('npm run stats – --days N ends today; a bad option exits 2 with what is wrong and the usage', async (t) => {
  const today = dateOf(Date.now());
  const dataDir = await twoDays(t, '2025-03-10');
  const { code, stdout } = await stats(dataDir, '--json', '--days', '7');
  t.equal(code, 0);
  const report = JSON.parse(stdout);
  t.equal(report.to, today);
  t.equal(report.from, addDays(today, -6));
  t.equal(report.days.length, 7);
  t.equal((await stats(dataDir, '--json')).stdout.match(/"date"/g)?.length, 30, 'thirty days by default');
  for (const [bad, problem] of [
    [['--days', '0'], '"0" is not a number of days (1 to 3660)'],
    [['--days', 'abc'], '"abc" is not a number of days (1 to 3660)'],
    [['--from', '2025-13-01'], '"2025-13-01" is not a date (YYYY-MM-DD)'],
    [['--from', '2025-03-10', '--to', '2025-03-01'], '--to is before --from'],
    [['--days', '3', '--from', '2025-03-01'], 'use either --days or --from/--to'],
    [['--frobnicate'], 'unknown option "--frobnicate"'],
  ] as const) {
    const result = await stats(dataDir, ...bad);
    t.equal(result.code, 2, `${bad.join(' ')} is refused`);
    const [first, blank, usage] = result.stdout.split('\n');
    t.same([first, blank], [problem, ''], 'one line says what is wrong, before the usage');
    t.match(usage, /^Usage: npm run stats/);
  }
});

t.test('npm run stats – an empty store says so instead of a report of zeros; --json still prints the object', async (t) => {
  const dataDir = await tempDir(t);
  const { code, stdout } = await stats(dataDir);
  t.equal(code, 0);
  t.match(stdout, /^Noch keine Daten: .* enthält keinen gezählten Tag\.\n$/);
  t.equal(JSON.parse((await stats(dataDir, '--json', '--days', '2')).stdout).totals.visitors, 0);
});

t.test('npm run stats – the terminal report: totals, a bar per day, the funnel, pages, sources, campaigns, topics', async (t) => {
  const dataDir = await twoDays(t, '2025-03-10');
  const { code, stdout } = await stats(dataDir, '--from', '2025-03-10', '--to', '2025-03-11');
  t.equal(code, 0);
  t.match(stdout, /Website-Statistik 10\.03\.2025 bis 11\.03\.2025 \(2\u00a0Tage\)/);
  t.match(stdout, /Mo 10\.03\. █+\s+1 Besucher\s+2 Aufrufe\s+1 Anfr\./);
  t.match(stdout, /Di 11\.03\. █{30}\s+2 Besucher/, 'the busiest day fills the bar');
  t.match(stdout, /Formular gesehen\s+1\s+33\u00a0% der Besucher/);
  t.match(stdout, /Anfrage gesendet\s+1\s+100\u00a0% der Begonnenen/);
  t.match(stdout, /linkedin \/ social \/ keynote\s+1 Besucher\s+1 Anfragen/);
  t.match(stdout, /Keynote anfragen\s+1/);
  t.match(stdout, /^ {2}\/ +2 Aufrufe +2 Besucher +1 Anfragen$/m, 'the page each lead was sent on');
  t.match(stdout, /Spam\s+1\s+\(honeypot 1\)/);
});

t.test('npm run stats -- --digest – prints last week’s digest with the lead store’s delivery state, sends nothing', async (t) => {
  const dataDir = await twoDays(t, '2025-03-10');
  const { code, stdout } = await stats(dataDir, '--digest');
  t.equal(code, 0, stdout);
  t.match(stdout, /^Betreff: Website-Statistik KW \d+: 0 Besucher, 0 Anfragen\n\nWebsite-Statistik /);
  t.match(stdout, /\nZustellung: 1\u00a0E-Mail wartet seit gerade eben: die Zustellung ist aus – SMTP_URL ist nicht gesetzt/);
  t.match(stdout, /Wartend\s+1\n\s+Davon vom Mailserver abgelehnt\s+0\n\s+Als Spam zurückgehalten \(diese Woche\)\s+1/);
  t.equal((await stats(dataDir, '--digest', '--json')).code, 2, 'alone');
});

t.test(
  'npm run stats – a corrupt, empty, foreign, directory or symlinked day file is skipped with one warning naming it; stored strings are printed escaped',
  async (t) => {
    const dataDir = await twoDays(t, '2025-03-10');
    const days = path.join(dataDir, 'stats', 'days');
    const bad = {
      '2025-03-12': 'not valid JSON',
      '2025-03-13': 'empty',
      '2025-03-14': 'not of the expected shape',
      '2025-03-15': 'not a regular file',
      '2025-03-16': 'a symbolic link',
    };
    await writeFile(path.join(days, '2025-03-12.json'), '{"date":"2025-03-12","visitors":');
    await writeFile(path.join(days, '2025-03-13.json'), '');
    await writeFile(path.join(days, '2025-03-14.json'), JSON.stringify({ date: '2025-03-14', visitors: 'viele' }));
    await mkdir(path.join(days, '2025-03-15.json'));
    await symlink(path.join(days, '2025-03-10.json'), path.join(days, '2025-03-16.json'));
    // A day file written by hand (the server cleans every value): a terminal escape, a bell, bidi controls.
    const hostile = {
      ...emptyDay('2025-03-17'),
      visitors: 1,
      pageviews: 1,
      sources: { 'evil\u001b[2J\u202egoogle.com': { visitors: 1, leads: 0 } },
      campaigns: [{ source: 'x\u2066y', medium: null, campaign: '\u0007bell', visitors: 1, leads: 0 }],
    };
    await writeFile(path.join(days, '2025-03-17.json'), JSON.stringify(hostile));

    const { code, stdout, stderr } = await stats(dataDir, '--from', '2025-03-10', '--to', '2025-03-17');
    t.equal(code, 0);
    for (const [date, problem] of Object.entries(bad)) {
      const lines = stderr.split('\n').filter((line) => line.includes(`${date}.json`));
      t.same(lines, [`Skipped ${path.join(days, `${date}.json`)}: ${problem}`], `${date}: one warning`);
    }
    t.match(stdout, /Website-Statistik 10\.03\.2025 bis 17\.03\.2025 \(8\u00a0Tage\)/);
    t.match(stdout, /Besucher\s+4\s/, 'the readable days are reported');
    t.notMatch(stdout.replaceAll('\n', ''), /[\p{Cc}\p{Cf}]/u, 'no control or bidi character printed');
    t.match(stdout, 'evil\\u001b[2J\\u202egoogle.com');
    t.match(stdout, 'x\\u2066y / – / \\u0007bell');
    const json = (await stats(dataDir, '--json', '--from', '2025-03-17', '--to', '2025-03-17')).stdout;
    t.notMatch(json.replaceAll('\n', ''), /[\p{Cc}\p{Cf}]/u, 'the JSON too, in escapes that JSON reads back');
    t.equal(JSON.parse(json).sources[0].source, 'evil\u001b[2J\u202egoogle.com');
  },
);

t.test('npm run stats – a stats/days that is no folder is skipped with one warning, not a crash', async (t) => {
  const dataDir = await tempDir(t);
  await mkdir(path.join(dataDir, 'stats'), { recursive: true });
  await writeFile(path.join(dataDir, 'stats', 'days'), 'oops');
  const { code, stdout, stderr } = await stats(dataDir);
  t.equal(code, 0);
  t.match(stdout, /^Noch keine Daten/);
  t.same(stderr.trim().split('\n'), [`Skipped ${path.join(dataDir, 'stats', 'days')}: not a folder`]);
  const json = await stats(dataDir, '--json', '--days', '3');
  t.equal(json.code, 0);
  t.equal(json.stderr.trim().split('\n').length, 1, 'one warning for the JSON too');
});

t.test('npm run stats – after a flood of forged sources a table shows its top 20 and the rest summed; --all shows every row', async (t) => {
  const dataDir = await tempDir(t);
  const days = path.join(dataDir, 'stats', 'days');
  await mkdir(days, { recursive: true });
  const today = dateOf(Date.now());
  const sources = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`forged-${i}.example`, { visitors: 150 - i, leads: 0 }]));
  await writeFile(path.join(days, `${today}.json`), JSON.stringify({ ...emptyDay(today), visitors: 1, pageviews: 1, sources }));
  const { code, stdout } = await stats(dataDir, '--days', '1');
  t.equal(code, 0);
  const rows = stdout.split('\n').filter((line) => /forged-\d+\.example/.test(line));
  t.equal(rows.length, 20, 'the top 20 sources');
  t.match(stdout, /forged-0\.example\s+150 Besucher/);
  t.match(stdout, /Sonstige\s+\d+ Besucher/, 'the rest in one row');
  t.ok(stdout.split('\n').length < 140, `a report a terminal shows (${stdout.split('\n').length} lines)`);
  const all = await stats(dataDir, '--days', '1', '--all');
  t.equal(all.stdout.split('\n').filter((line) => /forged-\d+\.example/.test(line)).length, 150);
  await rm(dataDir, { recursive: true, force: true });
});
