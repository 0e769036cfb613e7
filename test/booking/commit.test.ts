// The owner's calendar is the commit point (issue 47): one and two form servers on one Radicale
// calendar behind a fault proxy (fault-proxy.ts). Each case asserts what the visitor was answered
// and what the calendar holds afterwards, read back from Radicale itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import { BOOKING_MESSAGES } from '../../shared/slots.ts';
import type { FormResponse } from '../../shared/contact.ts';
import type { Calendar } from '../../server/booking/calendar.ts';
import { validFields } from '../contact/helpers.ts';
import { bookable, flat, testApp } from '../helpers.ts';
import { startFaultProxy, type FaultMode } from './fault-proxy.ts';
import { book, bookingApp, freshCalendar } from './helpers.ts';
import type { Radicale } from './radicale.ts';

/** `n` form servers, each with its own DATA_DIR, on one fresh calendar through one fault proxy. */
async function servers(t: Test, n: number) {
  const radicale = await freshCalendar();
  const proxy = await startFaultProxy(t, radicale.calendarUrl);
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < n; i++) apps.push((await bookingApp(t, {}, { ...radicale, calendarUrl: proxy.url })).app);
  return { radicale, proxy, apps };
}

/** The events in the calendar, from Radicale itself: `<file name> <UID>`, sorted. */
async function held(radicale: Radicale): Promise<string[]> {
  const base = radicale.calendarUrl.replace('owner:secret@', '');
  const listing = await (await fetch(base, { method: 'PROPFIND', headers: { ...radicale.auth, depth: '1' } })).text();
  const names = [...listing.matchAll(/\/([\w-]+)\.ics</g)].map((match) => match[1]!);
  const events = names.map(async (name) => {
    const text = await (await fetch(`${base}${name}.ics`, { headers: radicale.auth })).text();
    return `${name} ${/^UID:(.*?)\r?$/m.exec(text.replace(/\r\n[ \t]/g, ''))?.[1]}`;
  });
  return (await Promise.all(events)).sort();
}

const eventOf = (start: string) => `termin-${start.replace(/[-:]/g, '')}`;

/** The removals a server still owes the calendar (DATA_DIR/bookings/*.remove). */
const owed = async (app: FastifyInstance) =>
  (await readdir(path.join(app.config.dataDir, 'bookings'))).filter((file) => file.endsWith('.remove'));

/** What each mode must answer, one server and two posting the same slot at once, and how many events the calendar then holds. */
const EXPECTED: Record<string, { one: string[]; two: string[]; events: number }> = {
  pass: { one: ['200 success'], two: ['200 success', '409 conflict'], events: 1 },
  'put-503': { one: ['409 unwritable'], two: ['409 unwritable', '409 unwritable'], events: 0 },
  'put-lost': { one: ['200 success'], two: ['200 success', '409 conflict'], events: 1 },
  'put-dropped': { one: ['409 unwritable'], two: [], events: 0 },
};
const named = Object.fromEntries(Object.entries(BOOKING_MESSAGES).map(([key, text]) => [text, key]));

/** One case of the table: `n` servers post the same slot at once while the proxy is in `mode`. */
async function fault(t: Test, mode: FaultMode, n: number) {
  const { radicale, proxy, apps } = await servers(t, n);
  const [slot] = bookable(apps[0]!);
  const name = eventOf(slot!.start);
  const fields = apps.map((_, i) => validFields({ email: `gast${i}@example.org` }));
  proxy.mode = mode;
  const answers = await Promise.all(apps.map((app, i) => book(app, slot!.start, fields[i])));
  proxy.mode = 'pass';
  const bodies = answers.map((res) => res.json<FormResponse>());
  const told = answers.map((res, i) => `${res.statusCode} ${named[bodies[i]!.message] ?? bodies[i]!.message}`);
  const events = await held(radicale);
  t.comment(`| ${mode} | ${n} | ${told.join(' / ')} | ${events.join(', ') || 'nothing'} |`);
  t.same([...told].sort(), n === 1 ? EXPECTED[mode]!.one : EXPECTED[mode]!.two, 'what the visitors were told');
  const lost = mode === 'put-lost' || mode === 'put-dropped';
  const asked = proxy.seen.filter((line) => line.endsWith(`/${name}.ics`)).map((line) => line.split(' ')[0]);
  t.same(asked.sort(), [...apps.map(() => 'PUT'), ...(lost ? apps.map(() => 'GET') : [])].sort(), 'a GET for each lost answer');
  const records = apps.flatMap((app) => app.bookings.list());
  t.equal(events.length, EXPECTED[mode]!.events);
  t.same(
    events,
    records.map((record) => `${record.calendarName} ${record.uid}`),
    `the calendar holds the booking's event under its recorded name (${name}), or nothing`,
  );
  for (const [i, body] of bodies.entries()) {
    if (body.success) continue;
    if (body.message !== BOOKING_MESSAGES.unwritable) {
      t.notOk(
        flat(body.slots!).some((free) => free.start === slot!.start),
        'the slots offered instead lack the taken one',
      );
      continue;
    }
    t.same(body.slots, [], 'no slots: the form opens the callback way');
    t.ok(
      flat(apps[i]!.slots.offered()).some((free) => free.start === slot!.start),
      'the slot is not held',
    );
    // The form token was given back: the same post goes through once the calendar takes it (the second server's is late).
    t.equal((await book(apps[i]!, slot!.start, fields[i])).statusCode, i === 0 ? 200 : 409, 'the same token books after all');
  }
  for (const app of apps) await app.bookings.tidy();
  for (const app of apps) t.same(await owed(app), [], 'no removal owed after the tidy');
}

for (const mode of Object.keys(EXPECTED) as FaultMode[]) {
  for (const n of EXPECTED[mode]!.two.length ? [1, 2] : [1]) {
    const servers = n === 1 ? 'one server' : 'two servers at once';
    t.test(`commit point – ${mode}, ${servers}: the visitor's answer and the calendar agree`, (t) => fault(t, mode, n));
  }
}

t.test('commit point – cancel, move and erasure remove the recorded event, and only while it is ours', async (t) => {
  const { radicale, proxy, apps } = await servers(t, 2);
  const [one, two] = apps as [FastifyInstance, FastifyInstance];
  const [a, b, c, d] = bookable(one).map((slot) => slot.start);
  t.equal((await book(one, a!, { email: 'a@example.org' })).statusCode, 200);
  t.equal((await book(one, b!, { email: 'b@example.org' })).statusCode, 200);
  const record = (email: string) => one.bookings.list().find((booking) => booking.email === email)!;
  const [uidA, uidB] = [record('a@example.org').uid, record('b@example.org').uid];
  t.same(await held(radicale), [`${eventOf(a!)} ${uidA}`, `${eventOf(b!)} ${uidB}`].sort());

  t.match(await one.bookings.move({ id: record('a@example.org').id }, Date.parse(c!), { by: 'owner' }), {
    state: 'ok',
    record: { calendarName: eventOf(c!) },
  });
  t.match(await one.bookings.cancel({ id: record('b@example.org').id }, { by: 'owner' }), { state: 'cancelled' });
  t.same(await held(radicale), [`${eventOf(c!)} ${uidA}`], 'moved, and cancelled');

  // The other server books the freed slot: its event has the same name and another UID.
  t.equal((await book(two, b!, { email: 'x@example.org' })).statusCode, 200);
  const uidX = two.bookings.list()[0]!.uid;
  t.same((await one.bookings.erase((r) => r.email === 'b@example.org')).length, 1);
  t.same((await one.bookings.erase((r) => r.email === 'a@example.org')).length, 1);
  t.same(await held(radicale), [`${eventOf(b!)} ${uidX}`], 'erased; the other server’s event for the slot stays');

  // A move whose new event the calendar refuses: the call stays, its event is written back (here by the tidy).
  t.equal((await book(one, d!, { email: 'd@example.org' })).statusCode, 200);
  const uidD = record('d@example.org').uid;
  proxy.mode = 'put-503';
  t.match(await one.bookings.move({ id: record('d@example.org').id }, Date.parse(c!), { by: 'owner' }), {
    refused: 'unwritable',
    slots: [],
  });
  proxy.mode = 'pass';
  t.equal(record('d@example.org').start, d, 'the call stays where it was');
  await one.bookings.tidy();
  t.same(await held(radicale), [`${eventOf(b!)} ${uidX}`, `${eventOf(d!)} ${uidD}`].sort(), 'with its event');

  // A cancellation while the calendar is down: the removal is owed and done by the next tidy.
  proxy.mode = 'down';
  t.match(await one.bookings.cancel({ id: record('d@example.org').id }, { by: 'owner' }), { state: 'cancelled' });
  t.equal((await owed(one)).length, 1, 'the removal is owed');
  await one.bookings.tidy();
  t.equal((await owed(one)).length, 1, 'still owed while the calendar is down');
  proxy.mode = 'pass';
  await one.bookings.tidy();
  t.same(await owed(one), []);
  t.same(await held(radicale), [`${eventOf(b!)} ${uidX}`], 'removed by the tidy');
});

t.test('commit point – a crash between the record and its event: the boot drops the record and removes only its own event', async (t) => {
  const radicale = await freshCalendar();
  const start = (days: number) =>
    new Date(Math.ceil(Date.now() / 86_400_000 + days) * 86_400_000 + 9 * 3_600_000).toISOString().replace('.000Z', 'Z');
  const [before, after, foreign] = [start(3), start(4), start(5)];
  const record = (id: string, at: string) => ({
    ...{ id, uid: `${id}@example.de`, sequence: 0, start: at, status: 'booked', name: 'Max', email: `${id}@example.org` },
    ...{ topic: 'sonstiges', leadId: `lead-${id}`, bookedAt: new Date().toISOString(), calendarName: eventOf(at) },
  });
  const event = (uid: string, at: string) =>
    `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//test//DE\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:${at.replace(/[-:]/g, '')}\r\nDURATION:PT15M\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
  // Crashed after its PUT: the event is there; another server's event sits under the third one's name.
  await radicale.put(eventOf(after), event('after@example.de', after));
  await radicale.put(eventOf(foreign), event('someone-else@example.de', foreign));
  const { app } = await testApp(t, {
    env: { CALENDAR_URL: radicale.calendarUrl },
    configure: (app) => {
      (app.slots.options.source as Calendar).deadlineMs = 60_000;
      const dir = path.join(app.config.dataDir, 'bookings');
      mkdirSync(dir, { recursive: true });
      for (const [id, at] of [
        ['before', before],
        ['after', after],
        ['foreign', foreign],
      ] as const)
        writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(record(id, at)));
    },
  });
  await app.bookings.tidy();
  t.same(app.bookings.list(), [], 'every record without its lead is dropped');
  t.same(await owed(app), [], 'nothing left owed');
  t.same(await held(radicale), [`${eventOf(foreign)} someone-else@example.de`], 'our event is removed, the other one stays');
});
