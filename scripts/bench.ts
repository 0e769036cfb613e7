// `npm run bench -- [--seconds 10] [--rounds 1] [--route /impressum ...] [--skip publish|load|lighthouse]`:
// prints figures, asserts nothing. Every public page (or each --route) against its limit, a bare
// Fastify route sending the same bytes and headers; Lighthouse on the same pages; the owner's
// „Veröffentlichen“. docs/benchmarks.md says what each figure is.
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { columns, machine, measureOk, median, ratio, scratch, serveCalendar, startBare, startSite } from './bench-lib.ts';
import type { Answer, Run, Server } from './bench-lib.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import { defaults, siteOf } from '../shared/content/index.ts';
import { LEAD_RETENTION_DAYS } from '../shared/content/privacy.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig, RATE_LIMIT_WINDOW_MINUTES } from '../server/config.ts';

const { pages } = siteOf(defaults, { leadRetentionDays: LEAD_RETENTION_DAYS, rateLimitMinutes: RATE_LIMIT_WINDOW_MINUTES });

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
    route: { type: 'string', multiple: true, default: pages.map((page) => page.path) },
    skip: { type: 'string', multiple: true, default: [] },
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const ROUTES = values.route;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const HEADERS = {
  'accept-encoding': 'br, gzip',
  accept: 'text/html',
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
};
// Headers that belong to the connection, not to the answer; the limit makes its own.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The bytes and headers of one answer as a browser gets them (still encoded: fetch would decode). */
async function fetchRaw(url: string): Promise<Answer> {
  const [res] = (await once(http.get(url, { headers: HEADERS }), 'response')) as [http.IncomingMessage];
  const headers = Object.entries(res.headers).filter((e): e is [string, string | string[]] => !HOP_HEADERS.has(e[0]) && e[1] !== undefined);
  return { headers: Object.fromEntries(headers), body: await buffer(res) };
}

/** A warm-up (templates rendered, JIT warm, connections open), then the measured run. */
async function run(url: string, pid: number): Promise<Run> {
  const options = { url, connections: 50, headers: HEADERS };
  await measureOk(pid, { ...options, duration: 2 });
  return measureOk(pid, { ...options, duration: SECONDS });
}

/** Each figure's median over the rounds. */
const medians = (runs: Run[]) => ({
  rate: median(runs.map((r) => r.perSecond)),
  p99: median(runs.map((r) => r.p99Ms)),
  cpu: median(runs.map((r) => r.cpuUs)),
});

async function load(site: Server) {
  // What each page sends to a browser, byte for byte, and with which headers.
  const answers = Object.fromEntries(await Promise.all(ROUTES.map(async (route) => [route, await fetchRaw(site.url + route)] as const)));
  const limit = await startBare(answers);
  // The server's CPU time per request too: steadier than req/s on a busy machine.
  const row = columns(24, 6, 5, 7, 7, 6, 7, 7, 6, 6);
  console.log('Throughput per page against its limit (a bare Fastify route sending the same bytes and headers)');
  row('route', 'bytes', 'enc', 'req/s', 'limit', 'ratio', 'p99 ms', 'CPU µs', 'limit', 'ratio');
  try {
    for (const route of ROUTES) {
      // Site and limit back to back, so both see the same load on a shared machine.
      const owns: Run[] = [];
      const bares: Run[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        owns.push(await run(site.url + route, site.pid));
        bares.push(await run(limit.url + route, limit.pid));
      }
      const [own, bare] = [medians(owns), medians(bares)];
      const { body, headers } = answers[route]!;
      const enc = String(headers['content-encoding'] ?? 'id');
      row(route, body.length, enc, own.rate, bare.rate, ratio(own.rate, bare.rate), own.p99, own.cpu, bare.cpu, ratio(bare.cpu, own.cpu));
    }
  } finally {
    await limit.stop();
  }
  console.log('\nratio: of the limit (req/s: site ÷ limit; CPU: limit µs ÷ site µs per request). Target: 0.8 or more.\n');
}

async function audit(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  const row = columns(26, 5, 5, 5, 5, 6, 7, 7);
  const problems: string[] = [];
  try {
    console.log('Lighthouse (mobile preset, simulated throttling)');
    row('route', 'perf', 'a11y', 'bp', 'seo', 'CLS', 'TBT ms', 'LCP ms');
    for (const route of ROUTES) {
      // No config: Lighthouse's default is the mobile preset with simulated throttling.
      const lhr = (await lighthouse(url + route, { port: chrome.port, output: 'json', logLevel: 'error' }))?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${route}`);
      const score = (id: string) => (lhr.categories[id]?.score ?? 0) * 100;
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const cls = numeric('cumulative-layout-shift').toFixed(3);
      row(route, ...CATEGORIES.map(score), cls, numeric('total-blocking-time'), numeric('largest-contentful-paint'));
      // Every audit that cost points, so a score below 100 says why.
      for (const { id, auditRefs } of Object.values(lhr.categories)) {
        for (const audit of auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]!)) {
          if ((audit.score ?? 1) < 1) problems.push(`${route} [${id}] ${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
        }
      }
    }
    if (problems.length) console.log(`\nAudits below full marks:\n  ${problems.join('\n  ')}`);
  } finally {
    chrome.kill();
  }
}

/** „Veröffentlichen“ five times in the app (a price changed each time): the time until every public page is made anew. */
async function publishing() {
  const dataDir = await scratch();
  const app = await buildApp(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }));
  await app.ready();
  const times: number[] = [];
  try {
    for (let i = 1; i <= 5; i++) {
      const { store } = app.content;
      const draft = structuredClone(store.draft.content);
      draft.offers[1]!.priceEur += 100;
      await store.saveDraft([], draft, store.draft.revision);
      const started = performance.now();
      await app.content.publish('bench');
      times.push(performance.now() - started);
    }
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const pages = app.content.published().site.pages.length;
  console.log(
    `Publishing: ${pages} pages and the crawler files made anew in ${median(times).toFixed(0)} ms (median of 5, max ${Math.max(...times).toFixed(0)} ms; target 2,000 ms)\n`,
  );
}

// The owner's calendar as an empty feed: every bookable slot is free.
const calendar = await serveCalendar(() => 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//ki-site bench//DE\r\nEND:VCALENDAR\r\n');
const site = await startSite({ CALENDAR_URL: `${calendar.url}/owner.ics` });
// The calendar is read once the server is ready: measured from the first page that lists slots.
while (!(await (await fetch(site.url + '/')).text()).includes('name="slot"')) await new Promise((resolve) => setTimeout(resolve, 100));
try {
  console.log(`${machine()}; ${SECONDS} s per run, ${ROUNDS} round(s), the site at LOG_LEVEL=warn, every slot free\n`);
  if (!values.skip.includes('publish')) await publishing();
  if (!values.skip.includes('load')) await load(site);
  if (!values.skip.includes('lighthouse')) await audit(site.url);
} finally {
  await site.stop();
  calendar.close();
}
