import { calendarQuery, createCalendarObject, deleteCalendarObject, propfind } from 'tsdav';
import { busyFromIcs } from './expand.ts';
import type { BusySource } from './service.ts';
import type { Busy } from './slots.ts';

/** One read or write of the calendar may take this long; then it counts as unreadable. */
const CALENDAR_TIMEOUT_MS = 10_000;
/** A feed larger than this is refused (a decade of a busy calendar is a few MB). */
const MAX_FEED_BYTES = 20 * 1024 * 1024;

export interface CalendarLogin {
  url: string;
  user?: string;
  password?: string;
}

/** Creating an event in the owner's calendar: created, the slot is taken there already (412), or not possible (why). */
type WriteResult = 'created' | 'taken' | { failed: string };

/** CALENDAR_URL's calendar: busy times to read, and for a CalDAV collection, events to write. */
export interface Calendar extends BusySource {
  /** `feed` or `caldav`, known after the first read. */
  kind: 'unknown' | 'feed' | 'caldav';
  /** Creates `<name>.ics` with If-None-Match: * (CalDAV only). */
  create(name: string, ics: string): Promise<WriteResult>;
  /** Removes `<name>.ics` (CalDAV only); true when it is gone. */
  remove(name: string): Promise<boolean>;
}

/**
 * Opens CALENDAR_URL: a login in the URL moves to an Authorization header (fetch refuses URLs
 * with credentials), webcal:// is https://. Whether it is a CalDAV collection or a feed is found
 * by a PROPFIND on the first read: a collection whose resourcetype is `calendar` is CalDAV,
 * anything else is fetched as an iCalendar feed.
 */
export function openCalendar(login: CalendarLogin, timeZone: string): Calendar {
  const url = new URL(login.url.replace(/^webcal(s?):/i, 'https:'));
  const user = login.user ?? decodeURIComponent(url.username);
  const password = login.password ?? decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  const headers: Record<string, string> =
    user || password ? { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` } : {};
  const href = url.href;
  const options = () => ({ headers, fetchOptions: { signal: AbortSignal.timeout(CALENDAR_TIMEOUT_MS) } });
  const collection = { url: href.endsWith('/') ? href : `${href}/` };

  const calendar: Calendar = {
    kind: 'unknown',
    async read(from, to) {
      // Known as a feed only once it was read as one: a PROPFIND refused for a passing reason decides nothing.
      if (calendar.kind !== 'feed' && (calendar.kind === 'caldav' || (await isCalDav(href, options())))) calendar.kind = 'caldav';
      const texts = calendar.kind === 'caldav' ? await readCalDav(collection.url, from, to, options()) : [await readFeed(href, headers)];
      if (calendar.kind === 'unknown') calendar.kind = 'feed';
      const budget = { occurrences: 200_000 };
      return texts.flatMap((text): Busy[] => busyFromIcs(text, from, to, timeZone, budget));
    },
    async create(name, ics) {
      if (calendar.kind !== 'caldav') return { failed: 'not a CalDAV calendar' };
      const response = await createCalendarObject({ calendar: collection, filename: `${name}.ics`, iCalString: ics, ...options() });
      if (response.ok) return 'created';
      return response.status === 412 ? 'taken' : { failed: `HTTP ${response.status}` };
    },
    // Only a booking written to a CalDAV calendar has a name there: no need to know the kind first (the CLI does not).
    async remove(name) {
      const object = { url: new URL(`${name}.ics`, collection.url).href, data: undefined };
      const response = await deleteCalendarObject({ calendarObject: object, ...options() });
      return response.ok || response.status === 404;
    },
  };
  return calendar;
}

type RequestOptions = { headers: Record<string, string>; fetchOptions: RequestInit };

async function isCalDav(url: string, options: RequestOptions): Promise<boolean> {
  const [response] = await propfind({ url, props: { 'd:resourcetype': {} }, depth: '0', ...options });
  if (!response?.ok) return false;
  return JSON.stringify(response.props?.resourcetype ?? {}).includes('calendar');
}

/** A calendar-query REPORT for the events touching [from, to), each with its calendar data; throws unless every answer is a success. */
async function readCalDav(url: string, from: number, to: number, options: RequestOptions): Promise<string[]> {
  const range = { start: utcStamp(from), end: utcStamp(to) };
  const responses = await calendarQuery({
    url,
    props: { 'd:getetag': {}, 'c:calendar-data': {} },
    filters: {
      'comp-filter': {
        _attributes: { name: 'VCALENDAR' },
        'comp-filter': { _attributes: { name: 'VEVENT' }, 'time-range': { _attributes: range } },
      },
    },
    depth: '1',
    ...options,
  });
  const failed = responses.find((response) => !response.ok);
  if (failed) throw new Error(`CalDAV REPORT answered ${failed.status} ${failed.statusText ?? ''}`.trim());
  return responses.flatMap((response) => {
    const data: unknown = response.props?.calendarData;
    const text = typeof data === 'object' && data !== null && '_cdata' in data ? data._cdata : data;
    return typeof text === 'string' ? [text] : [];
  });
}

const utcStamp = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

async function readFeed(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(CALENDAR_TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok) throw new Error(`the feed answered HTTP ${response.status}`);
  if (Number(response.headers.get('content-length')) > MAX_FEED_BYTES) throw new Error('the feed is larger than 20 MB');
  // Read up to the limit, never more, whatever the server says about the length.
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.length;
    if (size > MAX_FEED_BYTES) {
      await reader!.cancel();
      throw new Error('the feed is larger than 20 MB');
    }
    chunks.push(part.value);
  }
  const body = Buffer.concat(chunks);
  const text = body.toString('utf8');
  if (!text.trimStart().startsWith('BEGIN:VCALENDAR')) throw new Error('the answer is no iCalendar data');
  return text;
}
