// `npm run bench:stats`: what counting a page view costs inside the serving process (goal: at
// most 10 µs), from Node's sampling CPU profile of the built server: the samples in the statistics'
// onResponse hook per answer. docs/benchmarks.md says how and why every 1,000 µs. Prints figures, asserts nothing.
// BENCH_SECONDS (default 10), BENCH_ROUNDS (2), BENCH_CONNECTIONS (20), BENCH_SAMPLE_US (1000).
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { columns, machine, measureOk, median, scratch, startSite } from './bench-lib.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const SAMPLE_US = Number(process.env.BENCH_SAMPLE_US || 1000);
/** The hook's name in the built server. */
const HOOK = 'countPageView';
/** Addresses the runs cycle through. */
const VISITORS = 100_000;
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html',
  'accept-encoding': 'br, gzip',
  'sec-fetch-dest': 'document',
};

type Target = { route: string; viewsPerVisitor: number; optOut?: boolean };
/** A .cpuprofile as Node writes it (the fields read here). */
interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** The samples in the hook (with all it calls) and in the garbage collector, and the mean µs a sample stands for. */
function samplesIn(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const hook = new Set<number>();
  // All it calls but `done`: Fastify's hook runner, which goes on with the request's other onResponse work.
  const add = (id: number): void => {
    const node = byId.get(id)!;
    if (hook.has(id) || node.callFrame.url.endsWith('/fastify/lib/hooks.js')) return;
    hook.add(id);
    node.children?.forEach(add);
  };
  for (const { id, callFrame } of profile.nodes)
    if (callFrame.functionName === HOOK && callFrame.url.endsWith('/dist/server/main.js')) add(id);
  const count = (pick: (id: number) => boolean) => profile.samples.filter(pick).length;
  return {
    hook: count((id) => hook.has(id)),
    gc: count((id) => byId.get(id)!.callFrame.functionName === '(garbage collector)'),
    sampleUs: profile.timeDeltas.reduce((a, b) => a + b, 0) / profile.samples.length,
  };
}

/** One round: a profiled server of its own, warmed up for a second, then driven for `SECONDS`. */
async function round({ route, viewsPerVisitor, optOut }: Target) {
  const profiles = await scratch();
  const NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${profiles} --cpu-prof-interval=${SAMPLE_US}`;
  const site = await startSite({ ANALYTICS: 'on', TRUST_PROXY: '1', NODE_OPTIONS });
  let next = 0; // across warm-up and run: no visitor comes back for more than their views
  const run = (duration: number) =>
    measureOk(site.pid, {
      url: site.url,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          path: route,
          headers: { ...BROWSER, ...(optOut ? { 'sec-gpc': '1' } : {}) },
          setupRequest: (request) => {
            const n = Math.floor(next++ / viewsPerVisitor) % VISITORS;
            request.headers = { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
            return request;
          },
        },
      ],
    });
  try {
    const warm = await run(1);
    const { answered: requests, cpuUs: serverUs } = await run(SECONDS);
    await site.stop(); // SIGTERM: the server closes, then Node writes the profile
    const [file] = await readdir(profiles);
    const samples = samplesIn(JSON.parse(await readFile(path.join(profiles, file!), 'utf8')) as Profile);
    if (!samples.hook) throw new Error(`no sample in ${HOOK}: has the hook been renamed?`);
    return { requests: warm.answered + requests, serverUs, ...samples };
  } finally {
    await site.stop();
    await rm(profiles, { recursive: true, force: true });
  }
}

/** Requests, µs per request in the hook (rounds), its sampling error, µs in GC, the whole server's CPU (median). */
async function figures(target: Target) {
  const rounds: Awaited<ReturnType<typeof round>>[] = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await round(target));
  const sum = (f: (r: (typeof rounds)[number]) => number) => rounds.reduce((total, r) => total + f(r), 0);
  const requests = sum((r) => r.requests);
  const hookUs = sum((r) => r.hook * r.sampleUs) / requests;
  return [
    requests,
    `${hookUs.toFixed(2)} (${rounds.map((r) => ((r.hook * r.sampleUs) / r.requests).toFixed(2)).join(' / ')})`,
    (hookUs / Math.sqrt(sum((r) => r.hook))).toFixed(2),
    (sum((r) => r.gc * r.sampleUs) / requests).toFixed(1),
    median(rounds.map((r) => r.serverUs)),
  ];
}

const TARGETS = ['/impressum', '/'].flatMap((route): [string, Target][] => [
  [`${route}, every request a new visitor`, { route, viewsPerVisitor: 1 }],
  [`${route}, three views per visitor`, { route, viewsPerVisitor: 3 }],
  [`${route}, opted out (Sec-GPC: 1)`, { route, viewsPerVisitor: 1, optOut: true }],
]);

console.log(machine());
console.log(
  `${ROUNDS} rounds of 1 + ${SECONDS} s per target, ${CONNECTIONS} connections, ${VISITORS} addresses, a sample every ${SAMPLE_US} µs`,
);
console.log(`µs per request: in ${HOOK} (rounds: the machine's noise), ± the sampling's standard error, in GC,`);
console.log(`the whole server's CPU (profiled). Goal: the hook ≤ 10 µs per counted page view\n`);
const row = columns(40, 9, 22, 6, 6, 7);
row('target', 'requests', 'hook', '±', 'GC', 'server');
for (const [name, target] of TARGETS) row(name, ...(await figures(target)));
console.log(`\n${machine()} (after)`);
