// `npm run bench:contact -- [--n 500] [--c 20] [--no-smtp] [--no-primitive] [--url http://host:port]`
//
// Posts N valid leads at concurrency C and prints p50/p99 latency and the stored and delivered
// counts. By default it starts the built server (dist/server/main.js) on a free port with a
// temporary DATA_DIR and a local SMTP sink (smtp-server), so every figure is measured end to
// end: answered -> on disk -> accepted by the relay. `--no-smtp` measures the store alone;
// `--url` posts to a server that is already running (only the answers are counted then).
//
// Before the endpoint it measures the store's own primitive on the same disk (a folder beside
// DATA_DIR) at the same N and C: open tmp/<id> exclusively, write a lead-sized buffer, fsync,
// close, rename into new/, fsync new/. It prints both side by side with the ratio, the ceiling
// the endpoint is held against (`--no-primitive` skips it).
import { spawn } from 'node:child_process';
import http from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { cpuMs, multipartBody, percentile, pool, post, primitive } from './bench-lib.mjs';
import { freePort, startRelay } from './local-services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const N = Number(option('n', process.env.N ?? 500));
const C = Number(option('c', process.env.C ?? 20));
const withSmtp = !args.includes('--no-smtp');
const externalUrl = option('url', undefined);
const withPrimitive = !args.includes('--no-primitive');
/** About the size of a composed lead in the bench (headers plus a quoted-printable body). */
const PRIMITIVE_BYTES = 1_600;
/** The server's minimum fill time is 3 s: tokens are fetched first and used once they are old enough. */
const MIN_FILL_MS = 3_000;
/** How long to wait for the relay to receive everything that was stored. */
const DRAIN_TIMEOUT_MS = 180_000;

if (!Number.isInteger(N) || N < 1 || !Number.isInteger(C) || C < 1) {
  console.error('usage: npm run bench:contact -- [--n 500] [--c 20] [--no-smtp] [--no-primitive] [--url http://host:port]');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(env) {
  const main = path.join(root, 'dist/server/main.js');
  if (!existsSync(main)) {
    console.error(`${main} is missing: run "npm run build" first`);
    process.exit(1);
  }
  const child = spawn(process.execPath, [main], { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/form-token`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 10 s');
}

const countFiles = async (dir) => (await readdir(dir).catch(() => [])).filter((n) => !n.startsWith('.')).length;

async function main() {
  let server;
  let sink;
  let dataDir;
  let url = externalUrl;
  let base;
  if (!url) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-bench-'));
    // Only the count matters: keep a marker, not the message.
    sink = withSmtp ? await startRelay({ record: () => true }) : null;
    const port = await freePort();
    server = await startServer({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      FORM_SECRET: randomBytes(32).toString('base64url'),
      CONTACT_RATE_LIMIT: '10000',
      LOG_LEVEL: 'warn',
      ...(sink ? { SMTP_URL: sink.url, MAIL_TO: 'inhaber@example.de', MAIL_FROM: 'kontaktformular@example.de' } : {}),
    });
    url = server.url;
  }

  // Measured before the server gets any load, with the server idle, in a folder beside DATA_DIR.
  if (withPrimitive) {
    const primitiveDir = await mkdtemp(path.join(dataDir ? path.dirname(dataDir) : tmpdir(), 'ki-site-bench-primitive-'));
    try {
      base = await primitive(primitiveDir, N, C, PRIMITIVE_BYTES);
    } finally {
      await rm(primitiveDir, { recursive: true, force: true });
    }
  }

  console.log(`bench:contact  N=${N}  C=${C}  ${externalUrl ? url : withSmtp ? 'with a local SMTP relay' : 'without SMTP (store only)'}`);
  const tokens = new Array(N);
  await pool(N, C, async (i) => {
    tokens[i] = await (await fetch(`${url}/form-token`)).json();
  });
  const youngest = Math.max(...tokens.map((t) => Number(t.startTime)));
  await sleep(Math.max(0, youngest + MIN_FILL_MS + 100 - Date.now()));

  const latencies = [];
  const statuses = new Map();
  let stored = 0;
  // The client must stay cheap: it shares the machine's cores with the server. Bodies are
  // encoded up front (what a browser's FormData sends) and posted over C kept-alive sockets
  // with node:http, which costs a fraction of fetch() with a FormData per request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: C });
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const bodies = tokens.map((token, i) => multipartBody(boundary, {
    name: `Bench ${i}`,
    email: `bench${i}@example.org`,
    cta_type: 'kilead',
    message: `Lastprobe ${i}: ${'Wir möchten KI sinnvoll einsetzen. '.repeat(10)}`,
    website: '',
    spam_token: token.token,
    form_start_time: token.startTime,
  }));
  const cpuBefore = server ? cpuMs(server.child.pid) : null;
  const started = performance.now();
  await pool(N, C, async (i) => {
    const t0 = performance.now();
    let status = 'error';
    try {
      const res = await post(agent, `${url}/sendForm.php`, bodies[i], `multipart/form-data; boundary=${boundary}`);
      const body = JSON.parse(res.body);
      status = res.status;
      if (res.status === 200 && body.success) stored++;
    } catch (error) {
      status = error.code ?? 'error';
    }
    latencies.push(performance.now() - t0);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = server ? cpuMs(server.child.pid) : null;
  latencies.sort((a, b) => a - b);
  const ms = (v) => `${v.toFixed(1)} ms`;
  const perSecond = N / seconds;

  console.log(`answers        ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`throughput     ${perSecond.toFixed(0)} leads/s (${seconds.toFixed(2)} s)`);
  console.log(`latency        p50 ${ms(percentile(latencies, 50))}  p90 ${ms(percentile(latencies, 90))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1))}`);
  if (cpuBefore !== null && cpuAfter !== null) {
    const user = (cpuAfter.user - cpuBefore.user) / N;
    const system = (cpuAfter.system - cpuBefore.system) / N;
    console.log(`server CPU     ${(user + system).toFixed(2)} ms per lead while answering (${user.toFixed(2)} user, ${system.toFixed(2)} system; delivery under way included)`);
  }
  if (base) {
    const row = (label, rate, sorted) =>
      `${label.padEnd(14)} ${`${rate.toFixed(0)}/s`.padStart(8)} ${ms(percentile(sorted, 50)).padStart(10)} ${ms(percentile(sorted, 99)).padStart(10)}`;
    console.log(`${''.padEnd(14)} ${'rate'.padStart(8)} ${'p50'.padStart(10)} ${'p99'.padStart(10)}`);
    console.log(row('endpoint', perSecond, latencies));
    console.log(row('primitive', base.perSecond, base.latencies));
    console.log(
      `ratio          throughput ${(perSecond / base.perSecond).toFixed(2)}x of the primitive, p99 ${(percentile(latencies, 99) / percentile(base.latencies, 99)).toFixed(1)}x`,
    );
  }

  if (dataDir) {
    // By message id: one delivered while we look moves from new/ to cur/ (gaining ":2,S") and
    // would otherwise count twice. Reading new/ first, then cur/, misses none.
    const names = async (dir) => (await readdir(path.join(dataDir, dir)).catch(() => [])).filter((n) => !n.startsWith('.'));
    const onDisk = new Set([...(await names('new')), ...(await names('cur'))].map((n) => n.replace(/:2,.*$/, ''))).size;
    const quarantined = await countFiles(path.join(dataDir, '.Quarantine/new'));
    console.log(`stored         ${stored} acknowledged, ${onDisk} on disk, ${quarantined} quarantined`);
  } else {
    console.log(`stored         ${stored} acknowledged`);
  }
  if (sink) {
    const drainStart = performance.now();
    while (sink.mails.length < stored && performance.now() - drainStart < DRAIN_TIMEOUT_MS) await sleep(50);
    const drain = (performance.now() - drainStart) / 1000;
    console.log(`delivered      ${sink.mails.length} of ${stored} at the relay, ${drain.toFixed(2)} s after the last answer`);
  }

  agent.destroy();
  if (server) {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }
  if (sink) await sink.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
