// `npm run bench`: prints figures, asserts nothing.
//  1. Throughput: autocannon against the built server (`/` and `/impressum`), then against a
//     minimal Fastify route that answers with the bytes `/` sent, from a prebuilt Buffer, with
//     the same headers: the limit of this machine for an answer of that size. Prints req/s,
//     p99 latency and the ratio to the limit.
//     Also the server's CPU time per request (Linux): steadier than req/s on a busy machine.
//  2. Lighthouse (mobile preset, simulated throttling) on every route: the four category
//     scores, CLS and TBT.
// Requests ask for `br, gzip` like a browser. BENCH_SECONDS (default 10) and
// BENCH_CONNECTIONS (default 50) tune the load; BENCH_SKIP=lighthouse or =load skips a part.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { freePort } from './local-services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SKIP = new Set((process.env.BENCH_SKIP || '').split(',').filter(Boolean));
const ROUTES = ['/', '/externer-ki-lead', '/ki-potenzial-check', '/sparringspartner', '/keynotes', '/impressum', '/datenschutz', '/brief-aus-der-zukunft'];
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html', 'user-agent': 'Mozilla/5.0 bench' };
// Headers that belong to the connection, not to the answer; the limit server makes its own.
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const site = await startChild(path.join(root, 'dist/server/main.js'), [], {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    FORM_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  }, `${url}/impressum`);
  try {
    console.log(`node ${process.version}, ${SECONDS} s per run, ${CONNECTIONS} connections, Accept-Encoding: ${BROWSER_HEADERS['accept-encoding']}`);
    console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (the figures are only as quiet as the machine)\n`);
    if (!SKIP.has('load')) await load(url, site.pid);
    if (!SKIP.has('lighthouse')) await audit(url);
  } finally {
    await site.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function load(url, sitePid) {
  const { default: autocannon } = await import('autocannon');
  const run = async (target, pid) => {
    // A short warm-up: templates rendered, JIT warm, connections open.
    await autocannon({ url: target, connections: CONNECTIONS, duration: 2, headers: BROWSER_HEADERS });
    const cpuBefore = cpuMs(pid);
    const result = await autocannon({ url: target, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER_HEADERS });
    if (result.errors || result.non2xx) throw new Error(`${target}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
    result.cpuUsPerRequest = ((cpuMs(pid) - cpuBefore) * 1000) / result.requests.total;
    return result;
  };

  // What `/` sends to a browser, byte for byte, and with which headers.
  const response = await fetchRaw(`${url}/`);
  const home = await run(`${url}/`, sitePid);
  const impressum = await run(`${url}/impressum`, sitePid);

  const limitPort = await freePort();
  const limitUrl = `http://127.0.0.1:${limitPort}`;
  const limit = await startChild(fileURLToPath(import.meta.url), ['--limit-server'], { PORT: String(limitPort) }, `${limitUrl}/ready`, {
    headers: response.headers,
    body: response.body.toString('base64'),
  });
  let ceiling;
  try {
    ceiling = await run(`${limitUrl}/`, limit.pid);
  } finally {
    await limit.stop();
  }

  const rows = [
    ['/ (site)', home],
    ['/impressum (site)', impressum],
    ['/ bytes from a Buffer (limit)', ceiling],
  ];
  console.log(`Throughput (answer of / : ${response.body.length} bytes, content-encoding ${response.headers['content-encoding'] ?? 'identity'})`);
  console.log(`${'target'.padEnd(32)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(8)} ${'MB/s'.padStart(7)} ${'of limit'.padStart(9)} ${'CPU µs/req'.padStart(11)}`);
  for (const [name, r] of rows) {
    const ratio = r.requests.average / ceiling.requests.average;
    const cpu = Number.isFinite(r.cpuUsPerRequest) ? r.cpuUsPerRequest.toFixed(0) : 'n/a';
    console.log(
      `${name.padEnd(32)} ${r.requests.average.toFixed(0).padStart(9)} ${String(r.latency.p99).padStart(8)} ${(r.throughput.average / 1e6).toFixed(1).padStart(7)} ${ratio.toFixed(2).padStart(9)} ${cpu.padStart(11)}`,
    );
  }
  console.log(`\nratio / : limit = ${(home.requests.average / ceiling.requests.average).toFixed(2)} (goal: 0.50 or better)\n`);
}

async function audit(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    console.log('Lighthouse (mobile preset, simulated throttling)');
    console.log(`${'route'.padEnd(26)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'bp'.padStart(5)} ${'seo'.padStart(5)} ${'CLS'.padStart(6)} ${'TBT ms'.padStart(7)} ${'LCP ms'.padStart(7)}`);
    const problems = [];
    for (const route of ROUTES) {
      // No config: Lighthouse's default is the mobile preset with simulated throttling.
      const result = await lighthouse(url + route, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result.lhr;
      const score = (id) => String(Math.round((lhr.categories[id].score ?? 0) * 100)).padStart(5);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      console.log(
        `${route.padEnd(26)} ${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')} ${audit('cumulative-layout-shift').toFixed(3).padStart(6)} ${audit('total-blocking-time').toFixed(0).padStart(7)} ${audit('largest-contentful-paint').toFixed(0).padStart(7)}`,
      );
      // Every audit that cost points, so a score below 100 says why.
      for (const category of Object.values(lhr.categories)) {
        for (const ref of category.auditRefs) {
          const a = lhr.audits[ref.id];
          if (ref.weight > 0 && a.score !== null && a.score < 1) problems.push(`${route} [${category.id}] ${a.id}: ${a.score} ${a.displayValue ?? ''}`);
        }
      }
    }
    if (problems.length) console.log(`\nAudits below full marks:\n  ${problems.join('\n  ')}`);
  } finally {
    await chrome.kill();
  }
}

/** The bytes and headers of one answer as a browser gets them (no decoding). */
async function fetchRaw(url) {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !HOP_HEADERS.has(name)));
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The limit: a minimal Fastify route that sends a prebuilt Buffer with the captured headers. */
async function limitServer() {
  const { default: Fastify } = await import('fastify');
  const input = JSON.parse(await new Promise((resolve) => {
    let data = '';
    process.stdin.on('data', (d) => (data += d)).on('end', () => resolve(data));
  }));
  const body = Buffer.from(input.body, 'base64');
  const app = Fastify({ logger: false });
  app.get('/ready', async () => 'ok');
  app.get('/', (_request, reply) => reply.headers(input.headers).send(body));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

/** Starts a Node child; resolves when `readyUrl` answers 200. `stdinJson` is written to its stdin. */
async function startChild(script, args, env, readyUrl, stdinJson) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  child.stdin.end(stdinJson ? JSON.stringify(stdinJson) : '');
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU time (user + system) of a process in ms, from /proc; NaN where there is no /proc. */
let ticksPerSecond;
function cpuMs(pid) {
  if (!existsSync(`/proc/${pid}/stat`)) return NaN;
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name: state is the first, utime the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

if (process.argv[2] === '--limit-server') {
  await limitServer();
} else {
  await main();
}
