// What the benches share. The built site and the bare Fastify it is measured against each run in
// a process of their own, so /proc tells their CPU time apart from the load generator's.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import autocannon, { type Options } from 'autocannon';
import Fastify from 'fastify';
import { writeDurably } from '../server/durable-file.ts';
import { startChild, freePort, startRelay, type Relay } from './local-services.ts';

let ticksPerSecond: number | undefined;

/** CPU time (user + system) a process has used so far, in ms, from /proc; NaN where there is no /proc. */
export function cpuMs(pid: number): number {
  if (!existsSync(`/proc/${pid}/stat`)) return NaN;
  // /proc counts in clock ticks; USER_HZ is 100 on most systems, but not on all.
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name: state is the first, utime the 12th, stime the 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

export interface Server {
  url: string;
  pid: number;
  /** Its scratch folder, deleted on stop. */
  dir: string;
  stop: () => Promise<void>;
}

/** A fresh temporary folder of the benches'. */
export const scratch = () => mkdtemp(path.join(tmpdir(), 'ki-site-bench-'));

/** `node <args>` on a free port (PORT, and PUBLIC_URL for the site), once `ready` answers. */
async function start(args: string[], env: NodeJS.ProcessEnv, dir: string, ready: string): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startChild(args, { ...env, PORT: String(port), PUBLIC_URL: url }, url + ready);
  const stop = async () => {
    await child.stop();
    await rm(dir, { recursive: true, force: true });
  };
  return { url, pid: child.child.pid!, dir, stop };
}

const MAIN = path.resolve(import.meta.dirname, '../dist/server/main.js');

/** The built server as production runs it (LOG_LEVEL=warn), with a DATA_DIR and a relay of its own; `env` adds variables. */
export async function startSite(env: NodeJS.ProcessEnv): Promise<Server & { relay: Relay }> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" first`);
  const [dir, relay] = await Promise.all([scratch(), startRelay()]);
  const mail = { SMTP_URL: relay.url, MAIL_TO: 'inhaber@example.de', MAIL_FROM: 'kontaktformular@example.de' };
  const secret = randomBytes(32).toString('base64url');
  const common = { NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATA_DIR: dir, FORM_SECRET: secret };
  const site = await start([MAIN], { ...common, ...mail, ...env }, dir, '/healthz');
  return { ...site, relay, stop: () => site.stop().then(relay.close) };
}

/** An answer as a browser gets it: its headers (without those of the connection) and its bytes, still encoded. */
export interface Answer {
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** The bare Fastify (serveBare) in a process of its own, sending `pages`. */
export async function startBare(pages: Record<string, Answer> = {}): Promise<Server> {
  const dir = await scratch();
  const json = Object.fromEntries(Object.entries(pages).map(([route, a]) => [route, { ...a, body: a.body.toString('base64') }]));
  await writeFile(path.join(dir, 'pages.json'), JSON.stringify(json));
  return start(['--import', 'tsx', import.meta.filename], { BARE_DIR: dir }, dir, '/');
}

/**
 * What the site is measured against: Fastify with a route per captured page that sends its bytes
 * and headers from a prebuilt Buffer, and POST /sendForm.php with @fastify/multipart that stores
 * the fields with one durable write (write, fsync, rename into new/, fsync of new/) and answers.
 * What the site does beyond that (rendering, validation, spam rules, token, mail) is what the ratios show.
 */
async function serveBare(dir: string, port: number) {
  const pages = JSON.parse(await readFile(path.join(dir, 'pages.json'), 'utf8')) as Record<
    string,
    { headers: Answer['headers']; body: string }
  >;
  const app = Fastify({ logger: false });
  for (const [route, { headers, body }] of Object.entries(pages)) {
    const bytes = Buffer.from(body, 'base64');
    app.get(route, (_request, reply) => reply.headers(headers).send(bytes));
  }
  // A scope of its own: multipart's hooks stay off the page routes.
  await app.register(async (leads) => {
    await leads.register(multipart);
    await Promise.all(['tmp', 'new'].map((sub) => mkdir(path.join(dir, sub))));
    leads.post('/sendForm.php', async (request) => {
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) if (part.type === 'field') fields[part.fieldname] = String(part.value);
      const name = `${Date.now()}.${randomBytes(8).toString('hex')}`;
      await writeDurably(path.join(dir, 'new', name), JSON.stringify(fields), path.join(dir, 'tmp'));
      return { success: true };
    });
  });
  await app.listen({ host: '127.0.0.1', port });
}

export interface Run {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The server's CPU time per answer. */
  cpuUs: number;
  /** Answers by status, and failed requests. */
  answers: string;
  failed: number;
  answered: number;
}

/**
 * autocannon against the server with process id `pid`. With `amount` the run ends at the last
 * answer (autocannon itself reports at its next one-second tick, and the site delivers mail meanwhile).
 */
export function measure(pid: number, options: Options): Promise<Run> {
  const now = () => ({ time: performance.now(), cpu: cpuMs(pid) });
  const start = now();
  let end = start;
  let answered = 0;
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      if (error) return reject(error as Error);
      if (end === start) end = now(); // a run by duration, or one whose last answers failed
      const failed = result.errors + result.timeouts;
      const answers = Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => `${status}: ${count}`);
      resolve({
        perSecond: (answered * 1000) / (end.time - start.time),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        cpuUs: ((end.cpu - start.cpu) * 1000) / answered,
        answers: [...answers, ...(failed ? [`failed: ${failed}`] : [])].join(', '),
        failed: failed + result.non2xx,
        answered,
      });
    }).on('response', () => {
      if (++answered === options.amount) end = now();
    });
  });
}

/** measure(), failing on a failed request or an answer other than 2xx. */
export async function measureOk(pid: number, options: Options): Promise<Run> {
  const run = await measure(pid, options);
  if (run.failed) throw new Error(`${String(options.url)}: ${run.answers}`);
  return run;
}

/** The middle value (of an even count: the mean of the two middle ones). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

/** A local calendar feed on a free port: every request gets the iCalendar text `feed(path)`. */
export async function serveCalendar(feed: (path: string) => string): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) =>
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed(request.url ?? '')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** A row printer: the first cell left-aligned, the others right-aligned to the widths given; numbers rounded. */
export const columns =
  (...widths: number[]) =>
  (...cells: (string | number)[]) =>
    console.log(
      cells.map((cell, i) => (typeof cell === 'number' ? cell.toFixed(0) : cell)[i ? 'padStart' : 'padEnd'](widths[i] ?? 0)).join(' '),
    );

/** `a` as a multiple of `b`, two decimals. */
export const ratio = (a: number, b: number) => (a / b).toFixed(2);

/** The benches' first line: the figures are only as quiet as the machine. */
export function machine(): string {
  const load = loadavg().map((l) => l.toFixed(2));
  return `node ${process.version}, load average ${load.join(' ')}`;
}

if (process.argv[1] === import.meta.filename) await serveBare(process.env.BARE_DIR!, Number(process.env.PORT));
