// Real server processes for the operations tests: `node dist/server/main.js` exactly as the
// Docker image starts it, on a free port, with a clean environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { freePort, startRelay } from '../../scripts/local-services.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORM_SECRET } from '../secret.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const MAIN = path.join(ROOT, 'dist/server/main.js');

interface Tap {
  teardown(fn: () => unknown): void;
}

export function requireBuild(t: { bailout(reason: string): void }) {
  if (!existsSync(MAIN)) t.bailout(`${MAIN} is missing: run "npm run build" first`);
}

export async function tempDir(t: Tap, prefix = 'ki-site-ops-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

export { freePort };

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface Run {
  child: ChildProcess;
  /** Every stdout line, parsed where it is JSON. */
  logs: LogLine[];
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /**
   * Resolves with the first log line that matches; rejects when the process ends without one,
   * or after timeoutMs if given. Without it tap's per-file timeout is the only deadline: a busy
   * machine may take long, and a slow but correct start must not fail.
   */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
}

/** Runs a script with only PATH and the given variables in its environment. */
export function run(t: Tap, script: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'pipe' });
  let out = '';
  let err = '';
  const logs: LogLine[] = [];
  const waiters = new Set<() => void>();
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 0, msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  let done = false;
  // 'close' comes after the last output: a waiter woken now has seen every line there is.
  child.on('close', () => {
    done = true;
    for (const wake of waiters) wake();
  });
  t.teardown(() => {
    if (!done) child.kill('SIGKILL');
  });

  const waitForLog = (match: (line: LogLine) => boolean, timeoutMs?: number) =>
    new Promise<LogLine>((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => finish(new Error(`no matching log line within ${timeoutMs} ms; stdout:\n${out}\nstderr:\n${err}`)), timeoutMs);
      const check = () => {
        const line = logs.find(match);
        if (line) return finish(null, line);
        if (done) finish(new Error(`process exited before the log line; stdout:\n${out}\nstderr:\n${err}`));
      };
      const finish = (error: Error | null, line?: LogLine) => {
        clearTimeout(timer);
        waiters.delete(check);
        if (error) reject(error);
        else resolve(line!);
      };
      waiters.add(check);
      check();
    });

  return { child, logs, stdout: () => out, stderr: () => err, exited, waitForLog };
}

/**
 * Resolves with the first truthy answer of `check`, asked again every `everyMs` until it comes.
 * No deadline of its own: tap's per-file timeout ends a wait for a state that never comes.
 */
export async function until<T>(check: () => T | Promise<T>, everyMs = 50): Promise<T> {
  for (;;) {
    const answer = await check();
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Starts the server in production mode on a free port and waits until it listens. Production
 * needs a relay: without SMTP_URL in `env`, a local one (smtp-server) is started for it.
 */
export async function startServer(t: Tap, env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await tempDir(t));
  let mail: Record<string, string> = {};
  if (env.SMTP_URL === undefined) {
    const relay = await startRelay();
    t.teardown(relay.close);
    mail = { SMTP_URL: relay.url, MAIL_TO: 'inhaber@example.de', MAIL_FROM: 'kontaktformular@example.de' };
  }
  const server = run(t, MAIN, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: 'https://www.example.de',
    FORM_SECRET,
    DATA_DIR: dataDir,
    ...mail,
    ...env,
  });
  await server.waitForLog((line) => /listening/i.test(line.msg));
  return { ...server, port, dataDir, url: `http://127.0.0.1:${port}` };
}
