import { flat } from '../helpers.ts';
import t, { type Test } from 'tap';
import { calls } from '../../shared/content/calls.ts';
import { openCalendar } from '../../server/booking/calendar.ts';
import { SlotService } from '../../server/booking/slot-service.ts';
import { assertBookable, silentLog } from './checks.ts';
import { freshCalendar } from './helpers.ts';
import type { Radicale } from './radicale.ts';

const BERLIN = `BEGIN:VTIMEZONE\r
TZID:Europe/Berlin\r
BEGIN:DAYLIGHT\r
TZOFFSETFROM:+0100\r
TZOFFSETTO:+0200\r
DTSTART:19700329T020000\r
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU\r
END:DAYLIGHT\r
BEGIN:STANDARD\r
TZOFFSETFROM:+0200\r
TZOFFSETTO:+0100\r
DTSTART:19701025T030000\r
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
END:STANDARD\r
END:VTIMEZONE\r
`;
const calendar = (...parts: string[]) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//test//DE\r\n${parts.join('')}END:VCALENDAR\r\n`;
const event = (uid: string, ...lines: string[]) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20261001T000000Z\r\n${lines.map((line) => `${line}\r\n`).join('')}END:VEVENT\r\n`;

/** The owner's calendar around both changes of daylight saving time (read only: one for the file's tests). */
const filled = fill(await freshCalendar());

async function fill(radicale: Radicale) {
  // Mondays 10:00–11:00 Berlin time: 26 Oct moved to Tue 27 Oct 14:00, 2 Nov cancelled.
  await radicale.put(
    'weekly',
    calendar(
      BERLIN,
      event(
        'weekly@test',
        'SUMMARY:Jour fixe',
        'DTSTART;TZID=Europe/Berlin:20261005T100000',
        'DTEND;TZID=Europe/Berlin:20261005T110000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
        'EXDATE;TZID=Europe/Berlin:20261102T100000',
      ),
      event(
        'weekly@test',
        'SUMMARY:Jour fixe (verschoben)',
        'RECURRENCE-ID;TZID=Europe/Berlin:20261026T100000',
        'DTSTART;TZID=Europe/Berlin:20261027T140000',
        'DTEND;TZID=Europe/Berlin:20261027T150000',
      ),
    ),
  );
  await radicale.put('allday', calendar(event('allday@test', 'SUMMARY:Messe', 'DTSTART;VALUE=DATE:20261029', 'DTEND;VALUE=DATE:20261030')));
  // New York leaves summer time a week after Europe: 09:00 EDT is 14:00 in Berlin that Friday.
  await radicale.put(
    'newyork',
    calendar(
      event('ny@test', 'SUMMARY:Call NY', 'DTSTART;TZID=America/New_York:20261030T090000', 'DTEND;TZID=America/New_York:20261030T100000'),
    ),
  );
  // From Saturday 22:00 summer time across the change to Monday 09:30 winter time.
  await radicale.put(
    'dst',
    calendar(
      BERLIN,
      event('dst@test', 'SUMMARY:Reise', 'DTSTART;TZID=Europe/Berlin:20261024T220000', 'DTEND;TZID=Europe/Berlin:20261026T093000'),
    ),
  );
  return radicale;
}

/** The slots the filled calendar leaves on offer at `iso`, each checked against its busy times. */
async function offeredFrom(t: Test, iso: string, month: string) {
  const radicale = await filled;
  const owner = openCalendar({ url: radicale.calendarUrl }, 'Europe/Berlin');
  const service = new SlotService({ hours: calls.hours, source: owner, log: silentLog });
  const now = Date.parse(iso);
  t.ok(await service.refresh(now));
  const slots = flat(service.offered(now));
  assertBookable(t, slots, await owner.read(now - 86_400_000, now + 15 * 86_400_000), now, month);
  return slots;
}

t.test(
  'CalDAV (Radicale) – recurring, moved, cancelled, all-day, other-zone and DST-crossing events give the right busy times',
  async (t) => {
    const radicale = await filled;
    const owner = openCalendar({ url: radicale.calendarUrl }, 'Europe/Berlin');
    const now = Date.parse('2026-10-21T12:00:00Z');
    const busy = await owner.read(now, now + 14 * 86_400_000);
    t.equal(owner.kind, 'caldav');
    t.same(busy.map((span) => `${new Date(span.start).toISOString()}/${new Date(span.end).toISOString()}`).sort(), [
      '2026-10-24T20:00:00.000Z/2026-10-26T08:30:00.000Z',
      '2026-10-27T13:00:00.000Z/2026-10-27T14:00:00.000Z',
      '2026-10-28T23:00:00.000Z/2026-10-29T23:00:00.000Z',
      '2026-10-30T13:00:00.000Z/2026-10-30T14:00:00.000Z',
    ]);
  },
);

t.test('CalDAV (Radicale) – the week summer time ends: wall-clock slots in both offsets, buffer kept', async (t) => {
  const slots = await offeredFrom(t, '2026-10-21T12:00:00Z', 'October');
  const at = (start: string) => slots.find((slot) => slot.start === start)?.label;
  t.equal(at('2026-10-22T07:00:00Z'), 'Do., 22.\u00a0Okt., 09:00\u00a0Uhr', 'summer time: 09:00 is 07:00 UTC');
  t.equal(at('2026-10-27T08:00:00Z'), 'Di., 27.\u00a0Okt., 09:00\u00a0Uhr', 'winter time: 09:00 is 08:00 UTC');
  // Monday after the change: the trip ends 09:30, the buffer takes 09:30; the moved meeting frees 10:00.
  t.equal(slots.filter((slot) => slot.start.startsWith('2026-10-26'))[0]?.label, 'Mo., 26.\u00a0Okt., 10:00\u00a0Uhr');
  t.notOk(at('2026-10-29T08:00:00Z'), 'no slot on the all-day event');
  t.notOk(at('2026-10-30T13:00:00Z'), 'no slot at 14:00 Berlin on Friday (09:00 in New York)');
  t.ok(at('2026-11-02T09:00:00Z'), 'the cancelled occurrence frees Monday 2 Nov 10:00');
});

t.test('CalDAV (Radicale) – the week summer time begins, with Easter: no slot on Good Friday or Easter Monday', async (t) => {
  const slots = await offeredFrom(t, '2027-03-24T12:00:00Z', 'March');
  const days = new Set(slots.map((slot) => slot.start.slice(0, 10)));
  t.notOk(days.has('2027-03-26'), 'Karfreitag');
  t.notOk(days.has('2027-03-29'), 'Ostermontag');
  t.equal(slots.find((slot) => slot.start === '2027-03-25T08:00:00Z')?.label, 'Do., 25.\u00a0März, 09:00\u00a0Uhr', 'winter time');
  t.equal(slots.find((slot) => slot.start === '2027-03-30T07:00:00Z')?.label, 'Di., 30.\u00a0März, 09:00\u00a0Uhr', 'summer time');
  // The weekly meeting (10:00–11:00 summer time, 08:00–09:00 UTC) with its buffer on Monday 5 April.
  const monday = slots.filter((slot) => slot.start.startsWith('2027-04-05')).map((slot) => slot.start.slice(11, 16));
  t.same(monday.slice(0, 3), ['07:00', '07:30', '09:30']);
});
