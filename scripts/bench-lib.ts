// The measuring parts of the bench scripts: a bounded pool, a process's CPU time, a
// browser-like multipart body, a POST over a kept-alive socket, percentiles, and the reference
// for the lead path: a bare Fastify route that stores a post with one durable write.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { writeDurably } from '../server/durable-file.ts';
import { freePort, startChild, startRelay } from './local-services.ts';

/** Runs `task(i)` for i in [0, n) with at most `c` at once. */
export async function pool(n: number, c: number, task: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(c, n) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

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

/** A multipart/form-data body as a browser encodes it. */
export function multipartBody(boundary: string, fields: Record<string, string>): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
}

/** POST over a kept-alive socket; resolves with the status and the body text. */
export function post(agent: http.Agent, target: string, body: Buffer, contentType: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      { method: 'POST', agent, headers: { 'content-type': contentType, 'content-length': body.length, accept: 'application/json' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * The reference for the lead path: POST /sendForm.php on a bare Fastify with @fastify/multipart
 * that stores the posted fields with one durable write (write, fsync, rename into new/, fsync
 * of new/) and answers; nothing else. What the site does on top (validation, spam rules, the
 * token record, composing the message, delivery) is measured against it.
 */
export async function serveReference(dir: string, port: number): Promise<void> {
  await mkdir(path.join(dir, 'tmp'), { recursive: true });
  await mkdir(path.join(dir, 'new'), { recursive: true });
  const app = Fastify({ logger: false });
  await app.register(multipart);
  app.post('/sendForm.php', async (request) => {
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) if (part.type === 'field') fields[part.fieldname] = String(part.value);
    const name = `${Date.now()}.${randomBytes(8).toString('hex')}`;
    await writeDurably(path.join(dir, 'tmp', name), path.join(dir, 'new', name), JSON.stringify(fields));
    return { success: true };
  });
  await app.listen({ host: '127.0.0.1', port });
}

export interface Site {
  url: string;
  pid: number;
  /** The site's own DATA_DIR, deleted on stop. */
  dataDir: string;
  stop: () => Promise<void>;
}

const MAIN = path.resolve(import.meta.dirname, '../dist/server/main.js');

/**
 * The built server as production runs it, on a free port with a DATA_DIR of its own. Its mail
 * goes to `relay`; without one a local relay of its own is started (production wants one), and
 * with `relay: null` the site runs without mail settings. `env` adds or overrides variables.
 */
export async function startSite(options: { env?: NodeJS.ProcessEnv; relay?: { url: string } | null } = {}): Promise<Site> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npm run build" first`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-bench-'));
  const ownRelay = options.relay === undefined ? await startRelay() : null;
  const relay = options.relay === undefined ? ownRelay : options.relay;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const site = await startChild(
    [MAIN],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      FORM_SECRET: randomBytes(32).toString('base64url'),
      ...(relay ? { SMTP_URL: relay.url, MAIL_TO: 'inhaber@example.de', MAIL_FROM: 'kontaktformular@example.de' } : {}),
      ...options.env,
    },
    `${url}/healthz`,
  );
  return {
    url,
    pid: site.child.pid!,
    dataDir,
    stop: async () => {
      await site.stop();
      await ownRelay?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
