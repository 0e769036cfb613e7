import { Worker } from 'node:worker_threads';
import { TIME_ZONE } from '../../shared/clock.ts';
import type { Config } from '../config.ts';
import { EXPANSION_BUDGET } from './expand.ts';
import type { BusySource, ReadFailure } from './slot-service.ts';
import type { Busy } from './slots.ts';

/** A read – fetch, parse, expand – may take this long in all (then its worker is ended: unreadable), and so may a write. */
const READ_DEADLINE_MS = 10_000;
/** An answer, feed or CalDAV, larger than this is refused (a decade of a busy calendar is a few MB). */
const MAX_ANSWER_BYTES = 20 * 1024 * 1024;
/** Redirects followed, and only within the calendar's origin. */
const MAX_REDIRECTS = 3;
/**
 * The reading worker's memory, a calendar that needs more counts as unreadable. Parsed one event at a time, 100,000 events
 * (12 MB) need about 30 MB of heap; one series with 20,000 exceptions about 110 MB.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
/** In the sources beside this module, run with tsx alone of the parent's flags (a test runner's cost a second); in the bundle, beside main.js. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(FROM_SOURCE ? './read-worker.ts' : './booking/read-worker.js', import.meta.url);

/** CALENDAR_URL's calendar: busy times to read, and for a CalDAV collection, events to write. */
export interface Calendar extends BusySource {
  /** `feed` or `caldav`, known after the first read. */
  kind: 'unknown' | 'feed' | 'caldav';
  /** A read's deadline (READ_DEADLINE_MS; tests change it). */
  deadlineMs: number;
  /** Creates `<name>.ics` holding event `uid` with If-None-Match: * (CalDAV only): `taken` when the name is another's (412). */
  create(name: string, ics: string, uid: string): Promise<'created' | 'taken' | { failed: string }>;
  /** Removes `<name>.ics` while it holds event `uid` (If-Match its ETag), never another's; true when none of ours is left. */
  remove(name: string, uid: string): Promise<boolean>;
}

/** What a read's worker is given (read-worker.ts). */
export type ReadJob = { href: string; headers: Record<string, string>; kind: Calendar['kind']; from: number; to: number; timeZone: string };

/** What the worker posts: what it reads, that it has fetched, then the busy spans or why not. */
export type WorkerNote = { reading: 'feed' | 'caldav' } | { expanding: true } | { busy: Busy[] } | Omit<ReadFailure, 'kind'>;

/** A failed read, with its cause for the owner's page (`failure`) and in English for the log (`message`). */
export class CalendarError extends Error {
  constructor(readonly failure: ReadFailure) {
    const what = { caldav: 'the CalDAV calendar', feed: 'the feed', unknown: 'CALENDAR_URL' }[failure.kind];
    const login = failure.status === 401 || failure.status === 403 ? ': check the login (CALENDAR_USER and CALENDAR_PASSWORD)' : '';
    super(`${what} ${WHY[failure.reason].replace('%s', String(failure.status))}${login}`);
  }
}

const WHY: Record<ReadFailure['reason'], string> = {
  http: 'answered HTTP %s',
  unreachable: 'could not be reached',
  timeout: `did not answer within ${READ_DEADLINE_MS / 1000} s`,
  'too-complex': `could not be expanded within ${READ_DEADLINE_MS / 1000} s (a rule or time zone without end?)`,
  'too-large': `answered more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB`,
  memory: `needed more than ${WORKER_LIMITS.maxOldGenerationSizeMb} MB to expand`,
  redirect: `redirected to another origin, or more than ${MAX_REDIRECTS} times`,
  'not-ical': 'answered with no readable iCalendar data',
  'too-many': `has more occurrences of recurring events than the ${EXPANSION_BUDGET} that are expanded`,
  crashed: 'could not be read: the reading worker failed',
};

/**
 * Opens CALENDAR_URL: a login in the URL moves to an Authorization header (fetch refuses URLs with credentials),
 * webcal:// is https://. Whether it is a CalDAV collection or a feed is found by a PROPFIND on the first read.
 */
export function openCalendar(login: { url: string; user?: string; password?: string }, timeZone = TIME_ZONE): Calendar {
  const url = new URL(login.url.replace(/^webcal(s?):/i, 'https:'));
  const user = login.user ?? decodeURIComponent(url.username);
  const password = login.password ?? decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  const headers: Record<string, string> =
    user || password ? { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` } : {};
  const href = url.href;
  const collection = href.endsWith('/') ? href : `${href}/`;
  /** A request for one event's resource, under the write's deadline. */
  const object = (name: string, method = 'GET', extra: Record<string, string> = {}, body?: string) =>
    calendarFetch(new URL(`${name}.ics`, collection), {
      method,
      body,
      headers: { ...headers, ...extra },
      signal: AbortSignal.timeout(READ_DEADLINE_MS),
    });
  /** The event stored as `name`, its UID and ETag; null when there is none; rejects when the calendar does not say. */
  const find = async (name: string) => {
    const response = await object(name);
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = (await response.text()).replace(/\r?\n[ \t]/g, '');
    return { uid: /^UID:(.*?)\r?$/m.exec(text)?.[1], etag: response.headers.get('etag') };
  };

  const calendar: Calendar = {
    kind: 'unknown',
    deadlineMs: READ_DEADLINE_MS,
    async read(from, to) {
      const { kind, busy } = await readInWorker({ href, headers, kind: calendar.kind, from, to, timeZone }, calendar.deadlineMs);
      // Known as a feed only once it was read as one: a PROPFIND refused for a passing reason decides nothing.
      calendar.kind = kind;
      return busy;
    },
    async create(name, ics, uid) {
      try {
        const response = await object(name, 'PUT', { 'content-type': 'text/calendar; charset=utf-8', 'if-none-match': '*' }, ics);
        await response.body?.cancel();
        if (response.ok) return 'created';
        return response.status === 412 ? 'taken' : { failed: `HTTP ${response.status}` };
      } catch (error) {
        // No answer (the connection closed, the deadline passed): the PUT may have been stored, by us or by another server.
        const found = await find(name).catch((lookup: unknown) => ({ failed: `${String(error)}; the GET: ${String(lookup)}` }));
        if (found && 'failed' in found) return found;
        return found ? (found.uid === uid ? 'created' : 'taken') : { failed: String(error) };
      }
    },
    // Only a booking written to a CalDAV calendar has a name there: no need to know the kind first (the CLI does not).
    async remove(name, uid) {
      const found = await find(name);
      if (found?.uid !== uid) return true;
      const response = await object(name, 'DELETE', found.etag ? { 'if-match': found.etag } : {});
      await response.body?.cancel();
      return response.ok || response.status === 404;
    },
  };
  return calendar;
}

/** CALENDAR_URL's calendar, with its login, as the configuration says now; null when it is not set. */
export const calendarOf = (config: Partial<Pick<Config, 'calendarUrl' | 'calendarUser' | 'calendarPassword'>>) =>
  config.calendarUrl ? openCalendar({ url: config.calendarUrl, user: config.calendarUser, password: config.calendarPassword }) : null;

/**
 * Runs one read in a worker thread under a deadline and WORKER_LIMITS. A worker that runs past the deadline (a host that
 * never answers, a rule ical.js walks without end) or out of memory is ended – terminate() stops even a synchronous
 * loop – and the read rejects with the cause.
 */
function readInWorker(job: ReadJob, deadlineMs: number): Promise<{ kind: 'feed' | 'caldav'; busy: Busy[] }> {
  return new Promise((resolve, reject) => {
    let reading: ReadFailure['kind'] = job.kind;
    let expanding = false;
    const options = { workerData: job, resourceLimits: WORKER_LIMITS, ...(FROM_SOURCE && { execArgv: ['--import=tsx'] }) };
    const worker = new Worker(WORKER_URL, options);
    // The first outcome settles the promise; a later exit changes nothing.
    const end = (outcome: Busy[] | Omit<ReadFailure, 'kind'>) => {
      clearTimeout(timer);
      void worker.terminate();
      if (Array.isArray(outcome)) resolve({ kind: reading === 'caldav' ? 'caldav' : 'feed', busy: outcome });
      else reject(new CalendarError({ ...outcome, kind: reading }));
    };
    const timer = setTimeout(() => end({ reason: expanding ? 'too-complex' : 'timeout' }), deadlineMs);
    worker.on('message', (note: WorkerNote) => {
      if ('reading' in note) reading = note.reading;
      else if ('expanding' in note) expanding = true;
      else end('busy' in note ? note.busy : note);
    });
    worker.on('error', (error: { code?: string }) => end({ reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed' }));
    worker.on('exit', () => end({ reason: 'crashed' }));
  });
}

export const refuse = (reason: ReadFailure['reason'], status?: number) =>
  new CalendarError({ kind: 'unknown', reason, ...(status === undefined ? {} : { status }) });

/** fetch for the calendar (tsdav takes it too): redirects within its origin only; the answer capped as it streams, never whole in memory. */
export async function calendarFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  let url = new URL(input instanceof Request ? input.url : input);
  const { origin } = url;
  for (let hop = 0; ; hop++) {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || location === null) return capped(response);
    await response.body?.cancel();
    url = new URL(location, url);
    if (url.origin !== origin || hop >= MAX_REDIRECTS) throw refuse('redirect');
  }
}

/** calendarFetch for a read: an error status throws with its status (tsdav's own error would not carry it). */
export async function answered(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const response = await calendarFetch(input, init);
  if (!response.ok) throw refuse('http', response.status);
  return response;
}

function capped(response: Response): Response {
  let size = 0;
  const limit = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > MAX_ANSWER_BYTES) controller.error(refuse('too-large'));
      else controller.enqueue(chunk);
    },
  });
  return new Response(response.body?.pipeThrough(limit) ?? null, response);
}
