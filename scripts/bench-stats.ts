// `npm run bench:stats`: what counting costs a page request, in server CPU time. Prints
// figures, asserts nothing. Server CPU per request on the built server, round by round in turn
// so a busy machine weighs on all targets alike:
//   counted     ANALYTICS=on, a browser's request: classified, hashed, counted
//   opted out   the same server and request with Sec-GPC: 1: classified, not counted
//   off         a second server with ANALYTICS=off: no statistics code at all
// The cost of counting is counted against opted out: the same process, the same requests, only
// the counting differs. Two processes differ by themselves (heap, JIT), so "off" is shown for
// reference only. (Timed in a loop of its own, the counting code looks several times cheaper
// than it is between a server's other work: only the whole server counts.)
// Every request comes through one trusted proxy hop (X-Forwarded-For, TRUST_PROXY=1, the
// README's deployment behind a reverse proxy), from one of VISITORS addresses: either every
// request from a new address (the worst case: a hash, a new record, the entry and device worked
// out each time) or three page views per address, as a visitor who reads a bit. Past a day's
// 10,000th visitor (server/stats/day.ts) a new address adds page views only, without a record.
// BENCH_SECONDS (default 5) per run, BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 20).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { cpuMs, startSite, type Site } from './bench-lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
/** Addresses the whole-server runs cycle through. */
const VISITORS = 100_000;
const ROUTES = ['/impressum', '/'];
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html',
  'accept-encoding': 'br, gzip',
  'sec-fetch-dest': 'document',
};

/** Server CPU µs per request for `route`; `viewsPerVisitor` requests come from each address in turn. */
async function measure(
  server: Site,
  route: string,
  extra: Record<string, string>,
  viewsPerVisitor: number,
  seconds: number,
): Promise<number> {
  let next = 0;
  const before = cpuMs(server.pid);
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        path: route,
        headers: { ...BROWSER, ...extra },
        setupRequest: (request) => {
          const n = Math.floor(next++ / viewsPerVisitor) % VISITORS;
          request.headers = { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
          return request;
        },
      },
    ],
  });
  if (result.errors || result.non2xx) throw new Error(`${route}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return ((cpuMs(server.pid) - before) * 1000) / result.requests.total;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  console.log(
    `node ${process.version}; load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  const on = await startSite({ env: { ANALYTICS: 'on', TRUST_PROXY: '1' } });
  const off = await startSite({ env: { ANALYTICS: 'off', TRUST_PROXY: '1' } });
  try {
    console.log(`Whole page requests: ${ROUNDS} rounds of ${SECONDS} s per target, ${CONNECTIONS} connections, ${VISITORS} addresses`);
    const targets: Array<{ name: string; server: Site; extra: Record<string, string> }> = [
      { name: 'counted', server: on, extra: {} },
      { name: 'opted out (Sec-GPC)', server: on, extra: { 'sec-gpc': '1' } },
      { name: 'ANALYTICS=off', server: off, extra: {} },
    ];
    const mixes = [
      { name: 'every request a new visitor', views: 1 },
      { name: 'three page views per visitor', views: 3 },
    ];
    for (const route of ROUTES) {
      for (const t of targets) await measure(t.server, route, t.extra, 1, 2); // warm-up: templates, JIT
      for (const mix of mixes) {
        const cpu = targets.map(() => [] as number[]);
        for (let round = 0; round < ROUNDS; round++) {
          for (const [i, t] of targets.entries()) cpu[i]!.push(await measure(t.server, route, t.extra, mix.views, SECONDS));
        }
        const base = median(cpu[1]!);
        console.log(`GET ${route}, ${mix.name}`);
        console.log(
          `  ${'target'.padEnd(22)} ${'CPU µs/req (median)'.padStart(20)} ${'rounds'.padStart(34)} ${'vs opted out'.padStart(13)}`,
        );
        for (const [i, t] of targets.entries()) {
          const m = median(cpu[i]!);
          console.log(
            `  ${t.name.padEnd(22)} ${m.toFixed(1).padStart(20)} ${cpu[i]!.map((v) => v.toFixed(0))
              .join(' / ')
              .padStart(34)} ${`${(((m - base) / base) * 100).toFixed(1)} %`.padStart(13)}`,
          );
        }
        console.log(
          `  counting costs ${(median(cpu[0]!) - base).toFixed(1)} µs per page request (counted − opted out; goal: at most 10 µs)\n`,
        );
      }
    }
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
}

await main();
