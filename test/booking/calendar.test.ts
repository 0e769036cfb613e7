import { flat } from '../helpers.ts';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { calls } from '../../shared/content/calls.ts';
import { openCalendar } from '../../server/booking/calendar.ts';
import { SlotService } from '../../server/booking/slot-service.ts';
import type { Busy } from '../../server/booking/slots.ts';
import { assertBookable, silentLog } from './checks.ts';

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const spans = (busy: Busy[]) => busy.map((span) => `${iso(span.start)}/${iso(span.end)}`).sort();
const NOW = Date.parse('2026-12-04T12:00:00Z');
const CALDAV_COLLECTION =
  '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:response><d:href>/dav/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/><c:calendar/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>';
const FROM = NOW;
const TO = Date.parse('2026-12-19T00:00:00Z');

/** Serves the fixture files over real HTTP, as a calendar provider serves its private feed. */
async function feedServer() {
  const server = createServer((request, response) => {
    const name = /^\/feeds\/(\w+)\.ics$/.exec(request.url ?? '')?.[1];
    if (!name) return void response.writeHead(404).end();
    readFile(new URL(`fixtures/${name}.ics`, import.meta.url)).then(
      (body) => response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/feeds`;
}

const EXPECTED: Record<string, string[]> = {
  // Weekly Monday meeting: 7 Dec moved to 8 Dec 15:00, 14 Dec excluded; an all-day event (CET
  // midnight to midnight); a UTC event; a transparent and a cancelled one block nothing.
  google: [
    '2026-12-08T14:00:00Z/2026-12-08T15:00:00Z',
    '2026-12-08T23:00:00Z/2026-12-09T23:00:00Z',
    '2026-12-10T13:00:00Z/2026-12-10T14:00:00Z',
  ],
  // Windows zone names with their VTIMEZONEs; New York is still on EST in December.
  outlook: ['2026-12-07T12:00:00Z/2026-12-07T13:00:00Z', '2026-12-08T14:00:00Z/2026-12-08T15:00:00Z'],
  // A daily rule with COUNT, an IANA zone the file does not define, an all-day event with DURATION.
  nextcloud: [
    '2026-12-07T15:00:00Z/2026-12-07T15:30:00Z',
    '2026-12-08T15:00:00Z/2026-12-08T15:30:00Z',
    '2026-12-09T15:00:00Z/2026-12-09T15:30:00Z',
    '2026-12-11T08:00:00Z/2026-12-11T09:00:00Z',
    '2026-12-13T23:00:00Z/2026-12-15T23:00:00Z',
  ],
};

t.test('calendar – iCalendar feeds as Google, Outlook and Nextcloud export them give the right busy times and slots', async (t) => {
  const base = await feedServer();
  for (const [name, expected] of Object.entries(EXPECTED)) {
    const calendar = openCalendar({ url: `${base}/${name}.ics` }, 'Europe/Berlin');
    t.same(spans(await calendar.read(FROM, TO)), expected, name);
    t.equal(calendar.kind, 'feed', `${name} is read as a feed`);
    const service = new SlotService({ hours: calls.hours, source: calendar, log: silentLog });
    t.ok(await service.refresh(NOW));
    const busy = await calendar.read(FROM - 86_400_000, TO + 86_400_000);
    assertBookable(t, flat(service.offered(NOW)), busy, NOW, name);
  }
});

t.test('calendar – webcal:// is read over https, a login in the URL goes into the Authorization header', async (t) => {
  const seen: Array<string | undefined> = [];
  const server = createServer((request, response) => {
    seen.push(request.headers.authorization);
    response.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.address() as AddressInfo).port;
  const calendar = openCalendar({ url: `http://jonas:geheim%2F1@127.0.0.1:${port}/cal.ics` }, 'Europe/Berlin');
  t.same(await calendar.read(FROM, TO), []);
  t.equal(seen.at(-1), `Basic ${Buffer.from('jonas:geheim/1').toString('base64')}`);
});

t.test('calendar – an unreadable calendar offers no slot and says why', async (t) => {
  const base = await feedServer();
  for (const url of [`${base}/missing.ics`, 'http://127.0.0.1:1/closed.ics']) {
    const service = new SlotService({ hours: calls.hours, source: openCalendar({ url }, 'Europe/Berlin'), log: silentLog });
    t.equal(await service.refresh(NOW), false);
    t.equal(service.state, 'calendar-unreadable');
    t.same(service.offered(NOW), []);
  }
  // The cause, for the owner's page and in the log's words: a CalDAV URL is not „the feed“, a 401 names the login.
  const refusing = createServer((request, response) => {
    if (request.method === 'PROPFIND') return void response.writeHead(207, { 'content-type': 'application/xml' }).end(CALDAV_COLLECTION);
    response.writeHead(401).end();
  });
  await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => refusing.close(() => resolve())));
  const caldav = openCalendar({ url: `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/dav/` }, 'Europe/Berlin');
  const error = (await caldav.read(NOW, TO).catch((error: unknown) => error)) as Error & { failure: unknown };
  t.same(error.failure, { kind: 'caldav', reason: 'http', status: 401 });
  t.equal(error.message, 'the CalDAV calendar answered HTTP 401: check the login (CALENDAR_USER and CALENDAR_PASSWORD)');
  const unset = new SlotService({ hours: calls.hours, source: null, log: silentLog });
  t.equal(unset.state, 'calendar-unset');
  t.same(unset.offered(NOW), []);
});
