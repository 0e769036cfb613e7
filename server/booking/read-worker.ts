// One read of CALENDAR_URL in a worker thread (started and ended by calendar.ts readInWorker):
// fetch, parse and expand here, the busy spans back as a message.
import { parentPort, workerData } from 'node:worker_threads';
import { calendarQuery, propfind } from 'tsdav';
import { answered, calendarFetch, CalendarError, refuse, type ReadJob, type WorkerNote } from './calendar.ts';
import { busyFromIcs, EXPANSION_BUDGET, TooManyOccurrences } from './expand.ts';
import type { Busy } from './slots.ts';

/** Finds the kind with a PROPFIND unless known, fetches, then expands; posts as it goes. */
async function readBusy(job: ReadJob, note: (message: WorkerNote) => void): Promise<void> {
  const options = { headers: job.headers, fetch: calendarFetch };
  try {
    // Unknown while a PROPFIND is refused (a feed's server, or a wrong login): then read as a feed, named a feed once that works.
    const caldav = job.kind === 'unknown' ? await isCalDav(job.href, options) : job.kind === 'caldav';
    if (caldav !== undefined) note({ reading: caldav ? 'caldav' : 'feed' });
    const texts = caldav ? await readCalDav(job.href.replace(/\/?$/, '/'), job, options) : [await readFeed(job.href, job.headers)];
    note({ expanding: true });
    const budget = { steps: EXPANSION_BUDGET };
    note({ busy: texts.flatMap((text): Busy[] => busyFromIcs(text, job.from, job.to, job.timeZone, budget)) });
  } catch (error) {
    if (error instanceof CalendarError) note(error.failure);
    else if (error instanceof TooManyOccurrences) note({ reason: 'too-many' });
    else note({ reason: error instanceof TypeError && error.message === 'fetch failed' ? 'unreachable' : 'not-ical' });
  }
}

type RequestOptions = { headers: Record<string, string>; fetch: typeof fetch };

async function isCalDav(url: string, options: RequestOptions): Promise<boolean | undefined> {
  const [response] = await propfind({ url, props: { 'd:resourcetype': {} }, depth: '0', ...options });
  return response?.ok ? JSON.stringify(response.props?.resourcetype ?? {}).includes('calendar') : undefined;
}

/** A calendar-query REPORT for the events touching [from, to), each with its calendar data. */
async function readCalDav(url: string, { from, to }: ReadJob, options: RequestOptions): Promise<string[]> {
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
    fetch: answered,
  });
  return responses.flatMap((response) => {
    const data: unknown = response.props?.calendarData;
    const text = typeof data === 'object' && data !== null && '_cdata' in data ? data._cdata : data;
    return typeof text === 'string' ? [text] : [];
  });
}

const utcStamp = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

async function readFeed(url: string, headers: Record<string, string>): Promise<string> {
  const text = await (await answered(url, { headers })).text();
  if (!text.trimStart().startsWith('BEGIN:VCALENDAR')) throw refuse('not-ical');
  return text;
}

await readBusy(workerData as ReadJob, (message) => parentPort!.postMessage(message));
