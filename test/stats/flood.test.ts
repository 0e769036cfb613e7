// Forged traffic over a real port (issue 27): 50,000 page views, each from a new User-Agent with
// a new Referer host or new campaign tags of the longest kept length, against the app listening
// on a port of this process (so its heap can be measured) and sent from a worker thread (so that
// sending does not hold the server's event loop). The statistics stay at their ceilings, and a
// lead during the flood is answered about as fast as before it. Then a server whose digest is due
// for a week of 100,000 sources a day boots, listens and queues a digest of a few kilobytes.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { simpleParser } from 'mailparser';
import t from 'tap';
import { Day, MAX_ENTRIES, MAX_VISITORS, PAGES } from '../../server/stats/day.ts';
import type { DayAggregate } from '../../server/stats/files.ts';
import { emptyDay } from '../../server/stats/files.ts';
import { MIN_FILL_MS } from '../../shared/contact.ts';
import { MAIL_FROM, MAIL_TO, storeContents, waitFor } from '../contact/helpers.ts';
import { tempDataDir, testApp } from '../helpers.ts';
import { CHROME, FakeClock } from './helpers.ts';

const FLOOD = 50_000;
const LEADS = 15;
const MiB = 1024 * 1024;

// The ceilings, from the caps: rows × the longest row in bytes. A kept value is at most 64
// characters of up to 4 bytes (256 B); a count at most 16 digits.
const VALUE = 256;
const COUNT = 16;
/** today.json: a visitor `["<16>",<entry>,"desktop",<flags>,<page bits>],` ≤ 50 B; an entry ≤ 3 values + 60 B. */
const STATE_CEILING = MAX_VISITORS * 50 + (MAX_ENTRIES + 2) * (3 * VALUE + 60) + PAGES.length * 80 + 2_000;
/** A day file: sources `"<v>":{"visitors":n,"leads":n},`, campaigns `{"source":…,"leads":n},`, pages, topics, spam. */
const DAY_CEILING =
  (MAX_ENTRIES + 1) * (VALUE + 30 + 2 * COUNT) + (MAX_ENTRIES + 1) * (3 * VALUE + 60 + 2 * COUNT) + PAGES.length * 120 + 2_000;
/** The Day at its caps: 10,000 visitors of about 150 B, 202 entries of about 3 KB (2.1 MB). */
const DAY_MEMORY_CEILING = 3 * MiB;
/**
 * The statistics' heap: the Day, the JSON of both files while a flush writes them (four-byte
 * letters make them UTF-16 strings: 2 × 0.9 MB), and 1 MiB for V8's own tables.
 */
const MEMORY_CEILING = 6 * MiB;

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const BROWSER = { 'user-agent': CHROME, accept: 'text/html', 'sec-fetch-dest': 'document' };

type Tap = { teardown(fn: () => unknown): void };

/** The app listening on a free port of 127.0.0.1; `prepare` fills its DATA_DIR first. */
async function listen(t: Tap, env: Record<string, string>, clock: FakeClock, prepare = async (_dataDir: string) => {}) {
  const dataDir = await tempDataDir(t);
  await prepare(dataDir);
  return testApp(t, { env: { DATA_DIR: dataDir, ...env }, statsClock: clock.now, listen: true });
}

/** Form tokens as a visitor gets them – GET / (a page view), then /form-token – old enough to be used once MIN_FILL_MS has passed. */
async function tokens(url: string, n: number): Promise<string[]> {
  const visit = async () => {
    await (await fetch(`${url}/`, { headers: BROWSER })).arrayBuffer();
    return ((await (await fetch(`${url}/form-token`, { headers: BROWSER })).json()) as { token: string }).token;
  };
  return Promise.all(Array.from({ length: n }, visit));
}

/** A real multipart lead; resolves with the milliseconds until its answer. */
async function lead(url: string, token: string): Promise<number> {
  const form = new FormData();
  const fields = { name: 'Erika Muster', email: 'erika@example.de', cta_type: 'speaking', message: 'Bitte um Rückruf.', website: '' };
  for (const [name, value] of Object.entries({ ...fields, spam_token: token })) form.append(name, value);
  const started = performance.now();
  const res = await fetch(`${url}/sendForm.php`, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json', 'user-agent': CHROME },
  });
  const body = (await res.json()) as { success: boolean };
  if (res.status !== 200 || !body.success) throw new Error(`lead answered ${res.status}`);
  return performance.now() - started;
}

async function leads(url: string, list: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const token of list) times.push(await lead(url, token));
  return times;
}

/** What flood-client.ts tells: a milestone reached, its totals, or its error. */
interface FloodMessage {
  milestone?: number;
  done?: boolean;
  ok?: number;
  answered?: number;
  errors?: number;
  seconds?: number;
  error?: string;
}

/** The forged traffic; `reached(n)` resolves once n answers came back, `done` with the totals. */
function flood(url: string, milestones: number[]) {
  const worker = new Worker(new URL('./flood-client.ts', import.meta.url), {
    workerData: { url, amount: FLOOD, connections: 10, paths: PAGES, milestones },
  });
  const message = (match: (m: FloodMessage) => boolean) =>
    new Promise<FloodMessage>((resolve, reject) => {
      worker.on('message', (m: FloodMessage) => (m.error ? reject(new Error(m.error)) : match(m) && resolve(m)));
      worker.on('error', reject);
    });
  const reached = milestones.map((n) => message((m) => m.milestone === n));
  return { reached: (n: number) => reached[milestones.indexOf(n)]!, done: message((m) => m.done === true), worker };
}

t.test(
  'flood – 50,000 forged views over a real port: rows, files and memory stay under their ceilings; a lead is not slowed',
  async (t) => {
    const clock = new FakeClock(Date.parse('2025-03-12T10:00:00+01:00'));
    const { app, url } = await listen(t, { STATS_FLUSH_SECONDS: '1' }, clock);
    const stats = path.join(app.config.dataDir, 'stats');
    const [before, atCaps, freshDay] = [await tokens(url, LEADS), await tokens(url, LEADS), await tokens(url, LEADS)];
    await sleep(MIN_FILL_MS + 100);
    await leads(url, before.slice(0, 3)); // warm-up: the lead path's code and the store's folders
    const quiet = await leads(url, before.slice(3));
    const heapBefore = heapAfterGc();

    // 15,000 answers make the 10,000 visitors: from then on the day is at its caps, flushed every
    // second. Then midnight: the same flood goes on against a fresh day (and fills it too).
    const traffic = flood(url, [15_000]);
    t.teardown(() => traffic.worker.terminate());
    let flooding = true;
    void traffic.done.finally(() => (flooding = false));
    await traffic.reached(15_000);
    const full = await leads(url, atCaps);
    clock.set('2025-03-13T00:00:00+01:00');
    const fresh = await leads(url, freshDay);
    t.ok(flooding, 'both under the flood');
    const result = await traffic.done;
    t.equal(result.errors, 0, `no errors in ${result.seconds!} s`);
    t.equal(result.answered, FLOOD, `${FLOOD} forged views answered`);
    const [q, f, c] = [median(quiet), median(fresh), median(full)];
    t.comment(
      `a lead's answer, median: ${q.toFixed(1)} ms before the flood; during it ${c.toFixed(1)} ms at the caps, ${f.toFixed(1)} ms on a fresh day`,
    );
    // The same load, only the day's size differs (the unbounded statistics made a page 37 times
    // slower). Generous, because both medians come from a machine the flood keeps busy; the ratio to
    // the quiet lead measures the flood's own load on the event loop, not the statistics: a comment.
    t.ok(c / f < 3, `at the caps a lead takes ${(c / f).toFixed(2)} times as long as on a fresh day (< 3)`);
    t.comment(`under the flood a lead takes ${(c / q).toFixed(2)} times as long as before it`);

    await app.stats.flush();
    const heapGrowth = heapAfterGc() - heapBefore;
    t.comment(`heap growth over the flood: ${(heapGrowth / MiB).toFixed(2)} MiB (ceiling ${MEMORY_CEILING / MiB} MiB)`);
    t.ok(heapGrowth < MEMORY_CEILING, 'the heap grew less than the statistics’ ceiling');
    const state = JSON.parse(await readFile(path.join(stats, 'today.json'), 'utf8'));
    t.equal(state.visitors.length, MAX_VISITORS, 'the visitor cap is reached, not passed');
    t.ok(state.entries.length >= MAX_ENTRIES && state.entries.length <= MAX_ENTRIES + 2, `${state.entries.length} entries`);
    const day = JSON.parse(await readFile(path.join(stats, 'days', '2025-03-12.json'), 'utf8')) as DayAggregate;
    const next = JSON.parse(await readFile(path.join(stats, 'days', '2025-03-13.json'), 'utf8')) as DayAggregate;
    t.equal(day.visitors, MAX_VISITORS);
    t.equal(day.pageviews + next.pageviews, result.ok! + 3 * LEADS, 'every page view counts, past the visitor cap too');
    t.equal(Object.keys(day.sources).length, MAX_ENTRIES + 1, 'sources: the cap and „Sonstige“');
    t.ok(day.campaigns.length > MAX_ENTRIES / 2 && day.campaigns.length <= MAX_ENTRIES + 1, `${day.campaigns.length} campaigns`);
    t.ok(
      Object.keys(day.pages).every((p) => PAGES.includes(p)),
      'only the site’s own pages',
    );
    await belowCeilings(t, stats);

    const store = await storeContents(app.config.dataDir);
    t.equal(store.pending.length, 3 * LEADS, 'every lead stored');
    t.same(store.quarantine, [], 'none taken for spam');
  },
);

async function belowCeilings(t: { ok(value: boolean, message: string): void }, dir: string) {
  // tmp/ holds the files being written: copies of the others, gone once renamed.
  for (const file of (await filesUnder(dir)).filter((f) => !path.relative(dir, f).startsWith('tmp'))) {
    const { size } = await stat(file);
    const ceiling = file.endsWith('today.json') ? STATE_CEILING : DAY_CEILING;
    t.ok(size <= ceiling, `${path.relative(dir, file)}: ${size} bytes ≤ ${ceiling}`);
  }
}

t.test(
  'flood – a day at its caps, of the longest values: its memory and its files, and how long a flush holds the event loop (printed)',
  async (t) => {
    const tag = (n: number, letter: string) => [...`${n.toString(36)}${letter.repeat(64)}`].slice(0, 64).join('');
    const before = heapAfterGc();
    const day = new Day('2025-03-12');
    for (let n = 0; n < 2 * MAX_VISITORS; n++) {
      const visitor = ['203.0.113.9', `${CHROME} ${n}`] as const;
      const entry = { source: tag(n, '𝔘'), medium: tag(n, '𝔙'), campaign: tag(n, '𝔚'), tagged: true };
      day.view(...visitor, n % PAGES.length, () => ({ entry, device: 'desktop' }));
      day.view(...visitor, (n + 1) % PAGES.length, () => null);
      day.step(...visitor, 'formViews');
    }
    const size = heapAfterGc() - before;
    t.comment(`the Day at its caps: ${(size / MiB).toFixed(2)} MiB`);
    t.ok(size < DAY_MEMORY_CEILING, `under ${DAY_MEMORY_CEILING / MiB} MiB`);
    // A flush's work on the event loop, as the flush does it.
    const times = Array.from({ length: 5 }, () => {
      const started = performance.now();
      const files = [JSON.stringify(day.aggregate()), JSON.stringify(day.snapshot())];
      const ms = performance.now() - started;
      const [aggregate, state] = files.map((file) => Buffer.byteLength(file));
      t.ok(aggregate! <= DAY_CEILING && state! <= STATE_CEILING, `${aggregate} and ${state} bytes`);
      return ms;
    });
    // Printed, not asserted: a timed assertion fails on a busy machine (it did, at 25 ms, beside a CI run).
    t.comment(`serialising the full day: ${times.map((ms) => ms.toFixed(1)).join(' / ')} ms (median ${median(times).toFixed(1)} ms)`);
  },
);

t.test('flood – a due digest of a week of 100,000 sources a day: the server listens and queues a digest of a few kilobytes', async (t) => {
  const clock = new FakeClock(Date.parse('2025-03-17T07:00:00+01:00'));
  const env = { STATS_DIGEST: 'weekly', MAIL_TO, MAIL_FROM };
  const { app, url } = await listen(t, env, clock, (dataDir) => writeWeek(path.join(dataDir, 'stats', 'days')));
  t.equal((await fetch(`${url}/healthz`)).status, 200, 'listening');

  const { dataDir } = app.config;
  const name = await waitFor(async () => (await storeContents(dataDir)).pending[0], 30_000, 'the digest');
  const file = path.join(dataDir, 'new', name!);
  const { size } = await stat(file);
  t.comment(`the digest of 700,000 source rows: ${size} bytes`);
  t.ok(size < 64 * 1024, `${size} bytes`);
  const mail = await simpleParser(await readFile(file));
  const text = mail.text ?? '';
  t.match(mail.subject, /KW 11: 7000000 Besucher/);
  const sources = text.slice(text.indexOf('\nQuellen'), text.indexOf('\nKampagnen')).trim().split('\n').slice(1);
  t.equal(sources.length, 11, 'the top 10 sources and „Sonstige“');
  t.match(sources.at(-1), /^ {2}Sonstige\s+\d+ Besucher/);
});

/** Monday to Thursday in the unbounded shape of the versions before the caps, Friday to Sunday as they are written now. */
async function writeWeek(days: string) {
  await mkdir(days, { recursive: true });
  const sources: DayAggregate['sources'] = {};
  const campaigns: DayAggregate['campaigns'] = [];
  for (let i = 0; i < 100_000; i++) {
    sources[`h${i}.example.org`] = { visitors: 10 + (i % 7), leads: 0 };
    campaigns.push({ source: `s${i}`, medium: null, campaign: `c${i}`, visitors: 10, leads: 0 });
  }
  const old = { ...emptyDay('DATE'), visitors: 1_000_000, pageviews: 1_000_000, sources, campaigns };
  const capped = {
    ...old,
    sources: Object.fromEntries(Object.entries(sources).slice(0, MAX_ENTRIES)),
    campaigns: campaigns.slice(0, MAX_ENTRIES),
  };
  const [oldText, cappedText] = [JSON.stringify(old), JSON.stringify(capped)];
  for (let d = 10; d <= 16; d++) {
    const date = `2025-03-${d}`;
    await writeFile(path.join(days, `${date}.json`), (d <= 13 ? oldText : cappedText).replace('"DATE"', `"${date}"`));
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
