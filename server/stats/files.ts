// The statistics under DATA_DIR/stats, apart from the lead store:
//
//   days/<YYYY-MM-DD>.json   a day's aggregate (counts only); today's is rewritten with every flush
//   today.json               the current day's salt, visitor hashes and counters; replaced when
//                            the day ends, which destroys the salt
//   digest.json              the last week a digest mail was queued for
//   tmp/                     files being written
//
// Every file is written whole through tmp/ (writeDurably), and read as untrusted: one of another
// shape is skipped with a warning, never a crash.
import { constants } from 'node:fs';
import { mkdir, open, readdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import Type, { type Static, type TProperties } from 'typebox';
import { Compile } from 'typebox/compile';
import Value from 'typebox/value';
import { DIR_MODE, writeDurably } from '../durable-file.ts';

const Count = Type.Integer({ minimum: 0 });
/** A file's date names files: nothing else may. */
const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', default: '1970-01-01' });
/** Topics and spam reasons: a handful in any file the server wrote. */
const Counts = Type.Record(Type.String(), Count, { maxProperties: 100 });
const Name = Type.Union([Type.String(), Type.Null()]);
/** A table's row: nothing else, since the report passes its fields on. */
const Row = <T extends TProperties>(fields: T) => Type.Object(fields, { additionalProperties: false });

/** Where a visitor came from on the first page view of the day; `tagged`: by campaign tags (utm_*), so a campaign's too. */
const Entry = Type.Object({ source: Type.String(), medium: Name, campaign: Name, tagged: Type.Boolean() });
export type Entry = Static<typeof Entry>;

/** What is kept of a day: counts only, no hash, no salt. */
const DayAggregate = Type.Object({
  date: DateText,
  visitors: Count,
  pageviews: Count,
  /** `leads`: sent on this page (absent when none). */
  pages: Type.Record(Type.String(), Row({ pageviews: Count, visitors: Count, leads: Type.Optional(Count) })),
  sources: Type.Record(Type.String(), Row({ visitors: Count, leads: Count })),
  campaigns: Type.Array(Row({ source: Name, medium: Name, campaign: Name, visitors: Count, leads: Count })),
  devices: Type.Object({ phone: Count, tablet: Count, desktop: Count }),
  /** Visitors who saw the contact form, who typed into it, who sent a lead. */
  formViews: Count,
  formStarts: Count,
  sends: Count,
  /** Stored leads, spam excluded; those of visitors not seen on a page that day (see day.ts). */
  leads: Count,
  unattributedLeads: Count,
  leadsByTopic: Counts,
  spamByReason: Counts,
  /** Booked calls by the form's page and by source. */
  bookingsByPage: Counts,
  bookingsBySource: Counts,
});
export type DayAggregate = Static<typeof DayAggregate>;

export const emptyDay = (date: string): DayAggregate => ({ ...Value.Create(DayAggregate), date });

const Device = Type.Union([Type.Literal('phone'), Type.Literal('tablet'), Type.Literal('desktop'), Type.Null()]);

/** The current day between flushes (see Day.snapshot). */
const DayState = Type.Object({
  version: Type.Literal(2),
  date: DateText,
  salt: Type.String(),
  /** The page list the visitors' page bits refer to. */
  pages: Type.Array(Type.String()),
  entries: Type.Array(Entry),
  /** [hash, entry index, device, step flags, page bits] */
  visitors: Type.Array(Type.Tuple([Type.String(), Type.Integer(), Device, Count, Count])),
  pageviews: Type.Record(Type.String(), Count),
  leadsByTopic: Counts,
  leadsByEntry: Type.Array(Type.Tuple([Type.Integer(), Count])),
  /** Leads by the path of the page they were sent on. */
  leadsByPage: Counts,
  spam: Counts,
  bookingsByPage: Counts,
  bookingsBySource: Counts,
});
export type DayState = Static<typeof DayState>;

const isDay = Compile(DayAggregate);
const isState = Compile(DayState);
const isDigest = Compile(Type.Object({ week: Type.String() }));

/** Larger files are skipped unread; the server writes under 1 MB (day.ts's caps). */
const MAX_READ_BYTES = 32 * 1024 * 1024;
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;
export const STATE_FILE = 'today.json';
const DIGEST_FILE = 'digest.json';
export const dayFile = (date: string) => path.join('days', `${date}.json`);

export type Warn = (file: string, problem: string) => void;
export function logSkipped(log: FastifyBaseLogger): Warn {
  return (file, problem) => log.warn({ file, problem }, 'stats: a file was skipped');
}

/** Creates the folders and removes what a crash left in tmp/ (only the server writes here). */
export async function initDir(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'days'), { recursive: true, mode: DIR_MODE });
  await rm(path.join(dir, 'tmp'), { recursive: true, force: true });
  await mkdir(path.join(dir, 'tmp'), { recursive: true, mode: DIR_MODE });
}

export function writeFile(dir: string, name: string, data: string): Promise<void> {
  return writeDurably(path.join(dir, name), data, path.join(dir, 'tmp'));
}

/** A day's aggregate; null when the day has none, or (after a warning) when its file is not one. */
export async function readDay(dir: string, date: string, warn: Warn): Promise<DayAggregate | null> {
  const day = await readJson(path.join(dir, dayFile(date)), isDay, warn);
  return day?.date === date ? day : null;
}

export const readState = (dir: string, warn: Warn) => readJson(path.join(dir, STATE_FILE), isState, warn);
export const readDigest = (dir: string, warn: Warn) => readJson(path.join(dir, DIGEST_FILE), isDigest, warn);
export const writeDigest = (dir: string, week: string) => writeFile(dir, DIGEST_FILE, JSON.stringify({ week }));

/** The dates that have an aggregate, oldest first; none (and one warning) when `days` is no folder. */
export async function dates(dir: string, warn?: Warn): Promise<string[]> {
  const names = await readdir(path.join(dir, 'days')).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    if (error.code !== 'ENOTDIR' || !warn) throw error;
    warn(path.join(dir, 'days'), 'not a folder');
    return [];
  });
  return names.flatMap((name) => DAY_FILE.exec(name)?.[1] ?? []).sort();
}

export async function deleteDaysBefore(dir: string, date: string): Promise<number> {
  const old = (await dates(dir)).filter((d) => d < date);
  for (const d of old) await unlink(path.join(dir, dayFile(d)));
  return old.length;
}

/**
 * The file's JSON if it has the schema's shape; null when it does not exist. A symbolic link, a
 * directory, a file too large, empty, not JSON or of another shape is skipped with one warning naming it.
 */
async function readJson<T>(file: string, schema: { Check(value: unknown): value is T }, warn: Warn): Promise<T | null> {
  try {
    // O_NOFOLLOW: a symbolic link is refused (ELOOP) by the open itself, not checked before it.
    await using handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    const info = await handle.stat();
    if (!info.isFile()) throw new Error('not a regular file');
    if (info.size > MAX_READ_BYTES) throw new Error(`larger than ${MAX_READ_BYTES} bytes`);
    const text = await handle.readFile('utf8');
    if (text.trim() === '') throw new Error('empty');
    const value: unknown = JSON.parse(text);
    if (schema.Check(value)) return value;
    throw new Error('not of the expected shape');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return null;
    warn(file, code === 'ELOOP' ? 'a symbolic link' : error instanceof SyntaxError ? 'not valid JSON' : (code ?? message));
    return null;
  }
}
