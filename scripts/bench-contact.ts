// `npm run bench:contact -- [--n 500] [--c 20] [--no-smtp] [--no-reference] [--url http://host:port]`
//
// Posts N valid leads at concurrency C to the built server (dist/server/main.js, started on a
// free port with a temporary DATA_DIR and a local SMTP sink from smtp-server), and the same N
// posts to the reference: a bare Fastify route with @fastify/multipart that stores each post
// with one durable write and does nothing else (bench-lib.ts), in its own process, on the same
// disk. Prints throughput, latency and CPU per lead of both and the ratio, then how many leads
// were stored and delivered. `--no-smtp` measures the site without delivery; `--url` posts to
// a server that is already running (only the answers are counted then). Prints figures,
// asserts nothing.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMs, multipartBody, percentile, pool, post, serveReference, startSite, type Site } from './bench-lib.ts';
import { freePort, startChild, startRelay } from './local-services.ts';

const USAGE = 'usage: npm run bench:contact -- [--n 500] [--c 20] [--no-smtp] [--no-reference] [--url http://host:port]';
/** The server's minimum fill time is 3 s: tokens are fetched first and used once they are old enough. */
const MIN_FILL_MS = 3_000;
/** How long to wait for the relay to receive everything that was stored. */
const DRAIN_TIMEOUT_MS = 180_000;

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '500' },
    c: { type: 'string', default: '20' },
    'no-smtp': { type: 'boolean', default: false },
    'no-reference': { type: 'boolean', default: false },
    url: { type: 'string' },
    // Internal: this script started as the reference server.
    'serve-reference': { type: 'string' },
    port: { type: 'string' },
  },
});

interface Run {
  perSecond: number;
  latencies: number[];
  statuses: Map<string | number, number>;
  stored: number;
  cpuMsPerLead: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts every body at concurrency c over kept-alive sockets (node:http: the client must stay cheap beside the server). */
async function measure(url: string, bodies: Buffer[], boundary: string, c: number, pid: number | undefined): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: c });
  const latencies: number[] = [];
  const statuses = new Map<string | number, number>();
  let stored = 0;
  const cpuBefore = pid === undefined ? NaN : cpuMs(pid);
  const started = performance.now();
  await pool(bodies.length, c, async (i) => {
    const t0 = performance.now();
    let status: string | number = 'error';
    try {
      const res = await post(agent, `${url}/sendForm.php`, bodies[i]!, `multipart/form-data; boundary=${boundary}`);
      status = res.status;
      if (res.status === 200 && (JSON.parse(res.body) as { success?: boolean }).success) stored++;
    } catch (error) {
      status = (error as { code?: string }).code ?? 'error';
    }
    latencies.push(performance.now() - t0);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = pid === undefined ? NaN : cpuMs(pid) - cpuBefore;
  agent.destroy();
  return {
    perSecond: bodies.length / seconds,
    latencies: latencies.sort((a, b) => a - b),
    statuses,
    stored,
    cpuMsPerLead: cpu / bodies.length,
  };
}

type Relay = Awaited<ReturnType<typeof startRelay>>;

/** The site (unless --url names one), its relay and the reference server; `cleanup` stops them. */
async function startServers(withSmtp: boolean, cleanup: Array<() => Promise<unknown>>) {
  let url = values.url;
  let site: Site | undefined;
  let sink: Relay | undefined;
  if (!url) {
    // Only the count matters: keep a marker, not the message.
    if (withSmtp) {
      sink = await startRelay({ record: () => true });
      cleanup.push(sink.close);
    }
    site = await startSite({ env: { CONTACT_RATE_LIMIT: '10000' }, relay: sink ?? null });
    url = site.url;
    cleanup.unshift(site.stop);
  }
  let reference: { url: string; pid: number | undefined } | undefined;
  if (!values['no-reference']) {
    const dir = await mkdtemp(path.join(site ? path.dirname(site.dataDir) : tmpdir(), 'ki-site-bench-reference-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const port = await freePort();
    const child = await startChild(
      ['--import', 'tsx', import.meta.filename, '--serve-reference', dir, '--port', String(port)],
      {},
      `http://127.0.0.1:${port}/`,
    );
    cleanup.unshift(child.stop);
    reference = { url: `http://127.0.0.1:${port}`, pid: child.child.pid };
  }
  return { url, site, sink, reference };
}

/** N bodies with fresh tokens, encoded up front as a browser's FormData sends them; and the youngest token's start. */
async function leadBodies(url: string, n: number, c: number, boundary: string) {
  const tokens = new Array<{ token: string; startTime: string }>(n);
  await pool(n, c, async (i) => {
    tokens[i] = (await (await fetch(`${url}/form-token`)).json()) as { token: string; startTime: string };
  });
  const bodies = tokens.map((token, i) =>
    multipartBody(boundary, {
      name: `Bench ${i}`,
      email: `bench${i}@example.org`,
      cta_type: 'kilead',
      message: `Lastprobe ${i}: ${'Wir möchten KI sinnvoll einsetzen. '.repeat(10)}`,
      website: '',
      spam_token: token.token,
      form_start_time: token.startTime,
    }),
  );
  return { bodies, youngest: Math.max(...tokens.map((t) => Number(t.startTime))) };
}

function printRuns(run: Run, base: Run | undefined, c: number) {
  const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
  const row = (label: string, r: Run) =>
    `${label.padEnd(10)} ${`${r.perSecond.toFixed(0)}/s`.padStart(8)} ${ms(percentile(r.latencies, 50))} ${ms(percentile(r.latencies, 99))} ${Number.isNaN(r.cpuMsPerLead) ? '         -' : ms(r.cpuMsPerLead)}   ${[...r.statuses].map(([s, k]) => `${s}: ${k}`).join(', ')}`;
  console.log(`${''.padEnd(10)} ${'rate'.padStart(8)} ${'p50'.padStart(10)} ${'p99'.padStart(10)} ${'CPU/lead'.padStart(10)}   answers`);
  console.log(row('site', run));
  if (!base) return;
  console.log(row('reference', base));
  console.log(
    `ratio      ${(run.perSecond / base.perSecond).toFixed(2)} of the reference's throughput at ${c} concurrent posts (p99 ${(percentile(run.latencies, 99) / percentile(base.latencies, 99)).toFixed(1)}x)`,
  );
}

/** How many leads were acknowledged, are on disk, and reached the relay. */
async function printStored(run: Run, dataDir: string | undefined, sink: Relay | undefined) {
  if (dataDir) {
    // By message id: one delivered while we look moves from new/ to cur/ (gaining ":2,S") and
    // would otherwise count twice. Reading new/ first, then cur/, misses none.
    const names = async (dir: string) =>
      (await readdir(path.join(dataDir, dir)).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
    const onDisk = new Set([...(await names('new')), ...(await names('cur'))].map((name) => name.replace(/:2,.*$/, ''))).size;
    console.log(`stored     ${run.stored} acknowledged, ${onDisk} on disk, ${(await names('.Quarantine/new')).length} quarantined`);
  } else {
    console.log(`stored     ${run.stored} acknowledged`);
  }
  if (!sink) return;
  const drainStart = performance.now();
  while (sink.mails.length < run.stored && performance.now() - drainStart < DRAIN_TIMEOUT_MS) await sleep(50);
  console.log(
    `delivered  ${sink.mails.length} of ${run.stored} at the relay, ${((performance.now() - drainStart) / 1000).toFixed(2)} s after the last answer`,
  );
}

async function main() {
  const n = Number(values.n);
  const c = Number(values.c);
  if (!Number.isInteger(n) || n < 1 || !Number.isInteger(c) || c < 1) {
    console.error(USAGE);
    process.exit(2);
  }
  const withSmtp = !values['no-smtp'];
  const cleanup: Array<() => Promise<unknown>> = [];
  try {
    const { url, site, sink, reference } = await startServers(withSmtp, cleanup);
    const target = values.url ? url : withSmtp ? 'with a local SMTP relay' : 'without SMTP (store only)';
    console.log(
      `bench:contact  N=${n}  C=${c}  ${target}  (load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
    );
    const boundary = `----bench${randomBytes(8).toString('hex')}`;
    const { bodies, youngest } = await leadBodies(url, n, c, boundary);
    // The reference ignores the tokens: it runs while they age.
    const base = reference ? await measure(reference.url, bodies, boundary, c, reference.pid) : undefined;
    await sleep(Math.max(0, youngest + MIN_FILL_MS + 100 - Date.now()));
    const run = await measure(url, bodies, boundary, c, site?.pid);
    printRuns(run, base, c);
    await printStored(run, site?.dataDir, sink);
  } finally {
    for (const step of cleanup) await step();
  }
}

if (values['serve-reference']) {
  await serveReference(values['serve-reference'], Number(values.port));
} else {
  await main();
}
