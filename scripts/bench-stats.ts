// `npm run bench:stats`: what counting costs a page request, in server CPU time. Prints
// figures, asserts nothing. One built server (ANALYTICS=on) answers the same browser requests
// counted and, with Sec-GPC: 1, opted out (classified, not counted), round by round in turn so a
// busy machine weighs on both alike: the difference is the cost of counting. (Timed in a loop of
// its own, the counting code looks several times cheaper than it is between a server's other
// work: only the whole server counts.)
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
/** Addresses the runs cycle through. */
const VISITORS = 100_000;
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html',
  'accept-encoding': 'br, gzip',
  'sec-fetch-dest': 'document',
};

/** Server CPU µs per request for `route`; `viewsPerVisitor` requests come from each address in turn. */
async function measure(server: Site, route: string, extra: Record<string, string>, viewsPerVisitor: number, seconds = SECONDS) {
  let next = 0;
  const before = cpuMs(server.pid);
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
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
const rounds = (values: number[]) => values.map((v) => v.toFixed(0)).join(' / ');

console.log(
  `node ${process.version}; load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`${ROUNDS} rounds of ${SECONDS} s per target, ${CONNECTIONS} connections, ${VISITORS} addresses; server CPU µs per request\n`);
const site = await startSite({ env: { ANALYTICS: 'on', TRUST_PROXY: '1' } });
try {
  for (const route of ['/impressum', '/']) {
    for (const [views, mix] of [
      [1, 'every request a new visitor'],
      [3, 'three page views per visitor'],
    ] as const) {
      await measure(site, route, {}, 1, 2); // warm-up: templates, JIT
      const [counted, optedOut] = [[] as number[], [] as number[]];
      for (let round = 0; round < ROUNDS; round++) {
        counted.push(await measure(site, route, {}, views));
        optedOut.push(await measure(site, route, { 'sec-gpc': '1' }, views));
      }
      const [c, o] = [median(counted), median(optedOut)];
      console.log(`GET ${route}, ${mix}: counted ${c.toFixed(1)} (${rounds(counted)}), opted out ${o.toFixed(1)} (${rounds(optedOut)})`);
      console.log(
        `  counting costs ${(c - o).toFixed(1)} µs per page request (${(((c - o) / o) * 100).toFixed(1)} %; goal: at most 10 µs)\n`,
      );
    }
  }
} finally {
  await site.stop();
}
