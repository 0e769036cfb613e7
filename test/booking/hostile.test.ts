// The owner's calendar cannot take the site down (issue 33). Hostile calendars are served from this
// machine – a node:http server for feeds and misbehaving hosts, one Radicale for the CalDAV cases –
// and the app listens on a real port. While its first read runs, /healthz is asked back to back and
// a message is posted; once the read has ended, /readyz names the calendar's state.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import type { Calendar } from '../../server/booking/calendar.ts';
import type { CalendarState, ReadFailure } from '../../server/booking/slot-service.ts';
import { storeContents, validFields } from '../contact/helpers.ts';
import { multipart, testApp } from '../helpers.ts';
import { manyEvents, manyExceptions, minutely, neverMatching, secondlyZone } from './hostile.ts';
import { startRadicale } from './radicale.ts';

const NOW = Date.now();
/** For reads that never end: long enough for a busy machine to start the worker and fetch, short for the suite. */
const ENDLESS_DEADLINE_MS = 6_000;
/** For large calendars that must be read: what a busy test machine may need. */
const LARGE_DEADLINE_MS = 60_000;
const EMPTY = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//hostile//DE\r\nEND:VCALENDAR\r\n';

async function serve(t: Test, handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A CalDAV collection whose REPORT answers 60 MB, streamed without Content-Length in 1 MB writes: one empty event's data repeated. */
const caldav: RequestListener = (request, response) => {
  response.writeHead(207, { 'content-type': 'application/xml; charset=utf-8' }).on('error', () => {});
  const open = '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">';
  if (request.method === 'PROPFIND')
    return void response.end(
      `${open}<d:response><d:href>/caldav/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/><c:calendar/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>`,
    );
  const one = `<d:response><d:href>/caldav/e.ics</d:href><d:propstat><d:prop><c:calendar-data>${EMPTY}</c:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;
  const megabyte = Buffer.from(one.repeat(Math.ceil((1024 * 1024) / one.length)));
  let sent = 0;
  const pump = () => {
    while (sent++ < 60) if (!response.write(megabyte)) return void response.once('drain', pump);
    response.end('</d:multistatus>');
  };
  response.write(open);
  pump();
};

interface Case {
  name: string;
  url: string;
  deadlineMs: number;
  calendar: CalendarState;
  failure?: Partial<ReadFailure>;
}

/**
 * Reads each case's calendar in an app of its own and checks what the issue asks of each: one
 * after the other (nothing else runs meanwhile), or all at once when each read only waits out its deadline.
 */
async function check(t: Test, cases: Case[], { together = false } = {}) {
  const results: Array<Awaited<ReturnType<typeof whileRead>>> = [];
  if (together) results.push(...(await Promise.all(cases.map((entry) => whileRead(t, entry)))));
  else for (const entry of cases) results.push(await whileRead(t, entry));
  for (const [i, { name, calendar, failure }] of cases.entries()) {
    const result = results[i]!;
    t.comment(`${name}: longest /healthz ${result.longest.toFixed(0)} ms; read ended ${calendar} ${JSON.stringify(result.failure)}`);
    t.ok(result.longest < 1000, `${name}: /healthz answered within 1 s throughout`);
    t.match(result.answer, { success: true }, `${name}: the message posted meanwhile is answered success`);
    t.equal(result.stored, 1, `${name}: and stored`);
    t.match(result.ready, { calendar }, `${name}: /readyz names the calendar's state`);
    if (failure) t.match(result.failure, failure, `${name}: the cause is known`);
  }
}

async function whileRead(t: Test, { url, deadlineMs }: Pick<Case, 'url' | 'deadlineMs'>) {
  const beforeReady = (app: FastifyInstance) => ((app.slots.options.source as Calendar).deadlineMs = deadlineMs);
  const { app, url: base } = await testApp(t, { env: { CALENDAR_URL: url }, configure: beforeReady, listen: true });
  let reading = true;
  let longest = 0;
  const probe = (async () => {
    while (reading) {
      const started = performance.now();
      const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) });
      longest = Math.max(longest, performance.now() - started);
      if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const { payload, headers } = await multipart(validFields());
  const posted = await fetch(`${base}/sendForm.php`, {
    method: 'POST',
    body: payload,
    headers: { ...headers, accept: 'application/json' },
  });
  const answer: unknown = await posted.json();
  // The boot's read is in flight: this joins it.
  await app.slots.refresh();
  reading = false;
  await probe;
  const ready: unknown = await (await fetch(`${base}/readyz`)).json();
  return { longest, answer, ready, failure: app.slots.failure, stored: (await storeContents(app.config.dataDir)).pending.length };
}

t.test('hostile calendars – rules and time zones without end, a host that never answers: ended at the deadline', async (t) => {
  const feeds: Record<string, string> = { '/never.ics': neverMatching(NOW), '/zone.ics': secondlyZone(NOW) };
  const base = await serve(t, (request, response) => {
    const feed = feeds[request.url ?? ''];
    if (feed) response.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
    // Anything else is never answered.
  });
  const radicale = await startRadicale(t);
  await radicale.place('zone', secondlyZone(NOW), 'zone');
  await radicale.place('never', neverMatching(NOW), 'never');
  const endless = { deadlineMs: ENDLESS_DEADLINE_MS, calendar: 'calendar-unreadable' } as const;
  await check(
    t,
    [
      { name: 'feed, a rule that never matches', url: `${base}/never.ics`, ...endless, failure: { kind: 'feed', reason: 'too-complex' } },
      {
        name: 'feed, a VTIMEZONE with FREQ=SECONDLY',
        url: `${base}/zone.ics`,
        ...endless,
        failure: { kind: 'feed', reason: 'too-complex' },
      },
      { name: 'a host that never answers', url: `${base}/hang.ics`, ...endless, failure: { kind: 'unknown', reason: 'timeout' } },
      {
        name: 'CalDAV, a VTIMEZONE with FREQ=SECONDLY',
        url: radicale.urlOf('zone'),
        ...endless,
        failure: { kind: 'caldav', reason: 'too-complex' },
      },
      // Radicale itself walks this rule for half a minute before it answers (with no event): the read ends at the deadline.
      {
        name: 'CalDAV, a rule that never matches',
        url: radicale.urlOf('never'),
        ...endless,
        failure: { kind: 'caldav', reason: 'timeout' },
      },
    ],
    { together: true },
  );
});

t.test(
  'hostile calendars – 100,000 events and 20,000 exceptions are read; 60 MB, a redirect elsewhere and a minutely series are refused',
  async (t) => {
    let elsewhere = 0;
    const target = await serve(t, (_request, response) => {
      elsewhere++;
      response.end(EMPTY);
    });
    const feeds: Record<string, string> = {
      ...{ '/many.ics': manyEvents(NOW), '/exceptions.ics': manyExceptions(NOW), '/empty.ics': EMPTY },
      '/minutely.ics': minutely(NOW),
    };
    const base = await serve(t, (request, response) => {
      const url = request.url ?? '';
      if (url.startsWith('/caldav/')) return caldav(request, response);
      if (url === '/moved.ics') return void response.writeHead(301, { location: '/empty.ics' }).end();
      if (url === '/away.ics') return void response.writeHead(302, { location: `${target}/empty.ics` }).end();
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(feeds[url] ?? EMPTY);
    });
    const large = { deadlineMs: LARGE_DEADLINE_MS } as const;
    await check(t, [
      { name: 'a feed of 100,000 events', url: `${base}/many.ics`, ...large, calendar: 'ok' },
      { name: 'a series with 20,000 exceptions', url: `${base}/exceptions.ics`, ...large, calendar: 'ok' },
      {
        name: 'a CalDAV answer of 60 MB',
        url: `${base}/caldav/`,
        ...large,
        calendar: 'calendar-unreadable',
        failure: { kind: 'caldav', reason: 'too-large' },
      },
      {
        name: 'a redirect to another port',
        url: `${base}/away.ics`,
        ...large,
        calendar: 'calendar-unreadable',
        failure: { reason: 'redirect' },
      },
      { name: 'a redirect within the origin', url: `${base}/moved.ics`, ...large, calendar: 'ok' },
      {
        name: 'a series every minute',
        url: `${base}/minutely.ics`,
        ...large,
        calendar: 'calendar-unreadable',
        failure: { kind: 'feed', reason: 'too-many' },
      },
    ]);
    t.equal(elsewhere, 0, 'the target of the redirect to another port saw no request');
  },
);
