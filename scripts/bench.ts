// `npm run bench -- [--seconds 10] [--connections 50] [--rounds 1] [--route /impressum ...] [--skip load|lighthouse]`:
// prints figures, asserts nothing.
//  1. Throughput of every page: autocannon against the built server, then against the limit: a
//     bare Fastify route per page that answers with the bytes and headers that page sent, from
//     a prebuilt Buffer. Per page: req/s, p99 latency, the server's CPU time per request (Linux,
//     steadier than req/s on a busy machine) and both as a ratio to the limit. With --rounds N,
//     site and limit take turns N times per page and the medians are printed.
//  2. Lighthouse (mobile preset, simulated throttling) on the four pages: the four category
//     scores, CLS and TBT.
// Requests ask for `br, gzip` like a browser.
import http from 'node:http';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Result } from 'autocannon';
import { cpuMs, startSite } from './bench-lib.ts';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import { freePort, startChild } from './local-services.ts';
import { publicPages } from '../shared/content/site.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '1' },
    route: { type: 'string', multiple: true, default: publicPages.map((page) => page.path) },
    skip: { type: 'string', multiple: true, default: [] },
    // Internal: this script started as the limit server.
    'serve-limit': { type: 'string' },
    port: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const SKIP = new Set(values.skip);
const ROUTES = values.route;
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html', 'user-agent': 'Mozilla/5.0 bench' };
// Headers that belong to the connection, not to the answer; the limit server makes its own.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface Answer {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

interface Run {
  requestsPerSecond: number;
  p99Ms: number;
  cpuUsPerRequest: number;
}

async function main() {
  const site = await startSite();
  const { url, dataDir } = site;
  try {
    console.log(
      `node ${process.version}, ${SECONDS} s per run, ${ROUNDS} round(s), ${CONNECTIONS} connections, Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']}`,
    );
    console.log(
      `load average before: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (the figures are only as quiet as the machine)\n`,
    );
    if (!SKIP.has('load')) await load(url, site.pid, dataDir);
    if (!SKIP.has('lighthouse')) await audit(url);
  } finally {
    await site.stop();
  }
}

/** A warm-up (templates rendered, JIT warm, connections open), then the measured run. */
async function run(target: string, pid: number): Promise<Run> {
  const { default: autocannon } = await import('autocannon');
  await autocannon({ url: target, connections: CONNECTIONS, duration: 2, headers: BROWSER_HEADERS });
  const cpuBefore = cpuMs(pid);
  const result: Result = await autocannon({ url: target, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER_HEADERS });
  if (result.errors || result.non2xx) throw new Error(`${target}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    cpuUsPerRequest: ((cpuMs(pid) - cpuBefore) * 1000) / result.requests.total,
  };
}

/** Each figure's median over the rounds. */
function median(runs: Run[]): Run {
  const mid = (pick: (run: Run) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const half = sorted.length / 2;
    return Number.isInteger(half) ? (sorted[half - 1]! + sorted[half]!) / 2 : sorted[Math.floor(half)]!;
  };
  return { requestsPerSecond: mid((r) => r.requestsPerSecond), p99Ms: mid((r) => r.p99Ms), cpuUsPerRequest: mid((r) => r.cpuUsPerRequest) };
}

async function load(url: string, sitePid: number, scratch: string) {
  // What each page sends to a browser, byte for byte, and with which headers.
  const answers = Object.fromEntries(await Promise.all(ROUTES.map(async (route) => [route, await fetchRaw(url + route)] as const)));
  const file = path.join(scratch, 'limit.json');
  await writeFile(
    file,
    JSON.stringify(
      Object.fromEntries(Object.entries(answers).map(([route, a]) => [route, { headers: a.headers, body: a.body.toString('base64') }])),
    ),
  );
  const limitPort = await freePort();
  const limitUrl = `http://127.0.0.1:${limitPort}`;
  const limit = await startChild(
    ['--import', 'tsx', import.meta.filename, '--serve-limit', file, '--port', String(limitPort)],
    {},
    `${limitUrl}/`,
  );

  const columns = `${'route'.padEnd(24)} ${'bytes'.padStart(6)} ${'enc'.padStart(5)} ${'req/s'.padStart(7)} ${'limit'.padStart(7)} ${'ratio'.padStart(6)} ${'p99 ms'.padStart(7)} ${'CPU µs'.padStart(7)} ${'limit'.padStart(6)} ${'ratio'.padStart(6)}`;
  console.log('Throughput per page against its limit (a bare Fastify route sending the same bytes and headers)');
  console.log(columns);
  try {
    for (const route of ROUTES) {
      // Site and limit back to back, so both see the same load on a shared machine.
      const owns: Run[] = [];
      const bares: Run[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        owns.push(await run(url + route, sitePid));
        bares.push(await run(limitUrl + route, limit.child.pid!));
      }
      const own = median(owns);
      const bare = median(bares);
      const answer = answers[route]!;
      console.log(
        [
          route.padEnd(24),
          String(answer.body.length).padStart(6),
          String(answer.headers['content-encoding'] ?? 'id').padStart(5),
          own.requestsPerSecond.toFixed(0).padStart(7),
          bare.requestsPerSecond.toFixed(0).padStart(7),
          (own.requestsPerSecond / bare.requestsPerSecond).toFixed(2).padStart(6),
          String(own.p99Ms).padStart(7),
          own.cpuUsPerRequest.toFixed(0).padStart(7),
          bare.cpuUsPerRequest.toFixed(0).padStart(6),
          (bare.cpuUsPerRequest / own.cpuUsPerRequest).toFixed(2).padStart(6),
        ].join(' '),
      );
    }
  } finally {
    await limit.stop();
  }
  console.log('\nratio: of the limit (req/s: site ÷ limit; CPU: limit µs ÷ site µs per request). Goal: 0.80 or better.\n');
}

async function audit(url: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS });
  try {
    console.log('Lighthouse (mobile preset, simulated throttling)');
    console.log(
      `${'route'.padEnd(26)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'bp'.padStart(5)} ${'seo'.padStart(5)} ${'CLS'.padStart(6)} ${'TBT ms'.padStart(7)} ${'LCP ms'.padStart(7)}`,
    );
    const problems: string[] = [];
    for (const route of ROUTES) {
      // No config: Lighthouse's default is the mobile preset with simulated throttling.
      const result = await lighthouse(url + route, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { lhr } = result;
      const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(5);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      console.log(
        `${route.padEnd(26)} ${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')} ${numeric('cumulative-layout-shift').toFixed(3).padStart(6)} ${numeric('total-blocking-time').toFixed(0).padStart(7)} ${numeric('largest-contentful-paint').toFixed(0).padStart(7)}`,
      );
      // Every audit that cost points, so a score below 100 says why.
      for (const category of Object.values(lhr.categories)) {
        for (const ref of category.auditRefs) {
          const a = lhr.audits[ref.id];
          if (a && ref.weight > 0 && a.score !== null && a.score < 1)
            problems.push(`${route} [${category.id}] ${a.id}: ${a.score} ${a.displayValue ?? ''}`);
        }
      }
    }
    if (problems.length) console.log(`\nAudits below full marks:\n  ${problems.join('\n  ')}`);
  } finally {
    chrome.kill();
  }
}

/** The bytes and headers of one answer as a browser gets them (no decoding). */
function fetchRaw(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(res.headers).filter(
              (entry): entry is [string, string | string[]] => !HOP_HEADERS.has(entry[0]) && entry[1] !== undefined,
            ),
          );
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The limit: a bare Fastify route per page that sends the page's prebuilt Buffer with its captured headers. */
async function serveLimit(file: string, port: number) {
  const { default: Fastify } = await import('fastify');
  const pages = JSON.parse(await readFile(file, 'utf8')) as Record<string, { headers: Record<string, string | string[]>; body: string }>;
  const app = Fastify({ logger: false });
  for (const [route, page] of Object.entries(pages)) {
    const body = Buffer.from(page.body, 'base64');
    app.get(route, (_request, reply) => reply.headers(page.headers).send(body));
  }
  await app.listen({ port, host: '127.0.0.1' });
}

if (values['serve-limit']) {
  await serveLimit(values['serve-limit'], Number(values.port));
} else {
  await main();
}
