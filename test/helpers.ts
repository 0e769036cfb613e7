import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../server/app.ts';
import type { Busy } from '../server/booking/slots.ts';
import { loadConfig, RATE_LIMIT_WINDOW_MINUTES, type Config } from '../server/config.ts';
import { loggerOptions } from '../server/logger.ts';
import { findSlot, startOf, type SlotDay } from '../shared/slots.ts';
import { defaults, siteOf } from '../shared/content/index.ts';
import { LEAD_RETENTION_DAYS } from '../shared/content/privacy.ts';
import { FORM_SECRET } from './secret.ts';

interface Tap {
  teardown(fn: () => unknown): void;
}

export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** A stream for the app's logger that keeps every JSON line it is given in `lines`, and the text as written. */
export function logLines() {
  const lines: LogLine[] = [];
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, stream, text: () => text };
}

/** A temporary folder, deleted after the test: a DATA_DIR a test fills before the app boots on it. */
export async function tempDataDir(t: Tap): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-test-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** A configuration as the tests want it: defaults, a fixed secret, a temporary data folder. */
export async function testConfig(t: Tap, env: Record<string, string> = {}): Promise<Config> {
  return loadConfig({
    NODE_ENV: 'test',
    FORM_SECRET,
    DATA_DIR: env.DATA_DIR ?? (await tempDataDir(t)),
    PUBLIC_URL: 'https://www.example.de',
    ...env,
  });
}

export const MAIL_FROM = 'kontaktformular@example.de';

export interface TestAppOptions extends Omit<AppOptions, 'logger'> {
  /**
   * Variables over testConfig's and these: a rate limit no test reaches unless it sets one, MAIL_FROM.
   * DATA_DIR names an existing folder (a restart, or one filled before the boot).
   */
  env?: Record<string, string>;
  /** Log from this level up, with the production logger's serializers and redaction, into the returned `lines`. */
  log?: 'trace' | 'debug' | 'info' | 'warn' | 'error';
  /** Log without the production serializers and redaction: what the code itself writes. */
  plainLog?: boolean;
  /** The outbox's timing: retries after 50 ms up to 1 s, a poll every second, the store probed on every /readyz. */
  leads?: { backoffBaseMs?: number; backoffMaxMs?: number; pollIntervalMs?: number; probeIntervalMs?: number };
  /** A calendar read from memory in place of CALENDAR_URL's (`[]`: every slot free), read (or failed) once before the app is returned. */
  calendar?: () => Promise<Busy[]>;
  /** Runs once the app is built (its files read), before it starts. */
  configure?: (app: FastifyInstance) => void;
  /** Started listening on a free port of 127.0.0.1 rather than only made ready (`url` is its address). */
  listen?: boolean;
}

/** The one way the tests build the app: a fresh DATA_DIR unless env names one, closed after the test. */
export async function testApp(t: Tap, options: TestAppOptions = {}) {
  const { env = {}, log, plainLog, leads = {}, calendar, configure, listen, ...appOptions } = options;
  const config = await testConfig(t, {
    CONTACT_RATE_LIMIT: '1000',
    MAIL_FROM,
    ...(calendar ? { CALENDAR_URL: 'https://calendar.invalid/owner.ics' } : {}),
    ...env,
  });
  const { lines, stream, text } = logLines();
  const logger = log && { ...(plainLog ? {} : (loggerOptions(config) as object)), level: log, stream };
  const booking = calendar ? { ...appOptions.booking, source: { read: calendar } } : appOptions.booking;
  const app = await buildApp(config, { ...appOptions, booking, logger });
  t.teardown(() => app.close());
  Object.assign(app.leads.delivery.backoff, { baseMs: leads.backoffBaseMs ?? 50, maxMs: leads.backoffMaxMs ?? 1_000 });
  app.leads.delivery.pollIntervalMs = leads.pollIntervalMs ?? 1_000;
  app.leads.probeIntervalMs = leads.probeIntervalMs ?? 0;
  configure?.(app);
  let url = '';
  if (listen) url = await app.listen({ port: 0, host: '127.0.0.1' });
  else await app.ready();
  if (calendar) await app.slots.refresh();
  return { app, lines, logText: text, url };
}

/** Encodes fields as a real multipart/form-data body (the WHATWG encoder of Node's fetch). */
export async function multipart(fields: Record<string, string | string[]>, files: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  for (const [name, content] of Object.entries(files)) form.append(name, new Blob([content]), `${name}.txt`);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The free slots as a flat list, each with its start and label (the forms offer them by day). */
export function flat(days: readonly SlotDay[]): Array<{ start: string; label: string }> {
  return days
    .flatMap((day) => day.times.map((time) => findSlot([day], startOf(day, time))!))
    .map(({ day, time, label }) => ({ start: startOf(day, time), label }));
}

/**
 * The free slots a test can book now and for the next ten minutes: at night, the first one offered may start just beyond
 * the minimum notice and leave it while the test books it (a 409, not the 200 it waits for).
 */
export function bookable(app: FastifyInstance): Array<{ start: string; label: string }> {
  const from = Date.now() + (app.slots.options.hours.minNoticeHours * 60 + 10) * 60_000;
  return flat(app.slots.offered()).filter((slot) => Date.parse(slot.start) >= from);
}

/** The repository's content as the pages show it: placeholders filled, with the default retention. */
export const site = siteOf(defaults, { leadRetentionDays: LEAD_RETENTION_DAYS, rateLimitMinutes: RATE_LIMIT_WINDOW_MINUTES });
