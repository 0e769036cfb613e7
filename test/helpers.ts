import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig, RATE_LIMIT_WINDOW_MINUTES, type Config } from '../server/config.ts';
import { findSlot, startOf, type SlotDay } from '../shared/slots.ts';
import { defaults, siteOf } from '../shared/content/index.ts';
import { LEAD_RETENTION_DAYS } from '../shared/content/privacy.ts';
import { FORM_SECRET } from './secret.ts';

interface Tap {
  teardown(fn: () => unknown): void;
}

export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** A stream for the app's logger that keeps every JSON line it is given in `lines`. */
export function logLines() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, stream };
}

/** A configuration as the tests want it: defaults, a fixed secret, a temporary data folder. */
export async function testConfig(t: Tap, env: Record<string, string> = {}): Promise<Config> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ki-site-test-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  return loadConfig({
    NODE_ENV: 'test',
    FORM_SECRET,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://www.example.de',
    ...env,
  });
}

/** Builds the app with a test config and closes it after the test. */
export async function buildTestApp(t: Tap, env: Record<string, string> = {}, configure?: (app: FastifyInstance) => void) {
  const config = await testConfig(t, env);
  const app = await buildApp(config);
  configure?.(app);
  await app.ready();
  t.teardown(() => app.close());
  return app;
}

/**
 * The app with a calendar configured, so the pages carry the booking form: an empty one, read
 * from memory (every slot of the horizon free). Resolves once it was read.
 */
export async function buildCalendarApp(t: Tap) {
  const config = await testConfig(t, { CALENDAR_URL: 'https://calendar.invalid/owner.ics' });
  const app = await buildApp(config, { booking: { source: { read: async () => [] } } });
  await app.ready();
  t.teardown(() => app.close());
  if (!(await app.slots.refresh())) throw new Error('the empty calendar was not read');
  return app;
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

/** The repository's content as the pages show it: placeholders filled, with the default retention. */
export const site = siteOf(defaults, { leadRetentionDays: LEAD_RETENTION_DAYS, rateLimitMinutes: RATE_LIMIT_WINDOW_MINUTES });
