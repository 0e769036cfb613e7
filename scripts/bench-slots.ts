// `npm run bench:slots`: the time to compute the free call slots from a calendar of 5,000 events
// (series with EXDATEs and moved occurrences, three time zones, all-day and transparent ones),
// read as the server reads it: over HTTP from a local feed, parsed and expanded in the reading
// worker. Then the worst hostile calendars: the time until the calendar counts as unreadable.
// Prints figures, asserts nothing. BENCH_ROUNDS (default 5).
import { calls } from '../shared/content/calls.ts';
import { openCalendar } from '../server/booking/calendar.ts';
import { busyFromIcs } from '../server/booking/expand.ts';
import { SlotService } from '../server/booking/slot-service.ts';
import { horizon } from '../server/booking/slots.ts';
import pino from 'pino';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { DAY_MS, TIME_ZONE } from '../shared/clock.ts';
import { neverMatching, secondlyZone } from '../test/booking/hostile.ts';
import { machine, median, serveCalendar } from './bench-lib.ts';

const EVENTS = Number(process.env.BENCH_EVENTS || 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const RECURRING_SHARE = 0.1;
const NOW = Date.parse('2026-12-02T08:00:00Z');

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '');

/** A calendar as a busy consultant's feed looks after a year: mostly single meetings, some series. */
function calendar(): string {
  const zones = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo'];
  // Each zone's VTIMEZONE, as Google, Outlook and Nextcloud write them into their feeds.
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//bench//slots//DE',
    ...zones.map((zone) => String(tzlib_get_ical_block(zone)[0])),
  ];
  let random = 42;
  const next = () => (random = (random * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < EVENTS; i++) {
    const recurring = i < EVENTS * RECURRING_SHARE;
    // Single events over the last two years and the next month; series begun within the last year.
    const start = recurring
      ? NOW - 365 * DAY_MS + Math.floor(next() * 300) * DAY_MS + Math.floor(8 + next() * 10) * 3_600_000
      : NOW - 730 * DAY_MS + Math.floor(next() * 760) * DAY_MS + Math.floor(8 + next() * 10) * 3_600_000;
    const zone = zones[i % 3]!;
    const local = (name: string, ms: number) => `${name};TZID=${zone}:${stamp(ms)}`;
    const event = [`BEGIN:VEVENT`, `UID:bench-${i}@example.de`, `DTSTAMP:${stamp(NOW)}Z`];
    if (i % 50 === 7) event.push(`DTSTART;VALUE=DATE:${stamp(start).slice(0, 8)}`);
    else event.push(local('DTSTART', start), local('DTEND', start + (1 + (i % 4)) * 1_800_000));
    if (i % 13 === 0) event.push('TRANSP:TRANSPARENT');
    if (recurring) {
      // One series in ten runs on; the others ended a month ago.
      const until = i % 10 === 0 ? '' : `;UNTIL=${stamp(NOW - 30 * DAY_MS)}Z`;
      event.push(`RRULE:FREQ=${i % 5 === 0 ? 'DAILY;BYDAY=MO,TU,WE,TH,FR' : 'WEEKLY'}${until}`);
      event.push(local('EXDATE', start + 7 * DAY_MS));
    }
    lines.push(...event, 'END:VEVENT');
    if (recurring && i % 2 === 0) {
      const moved = start + 14 * DAY_MS;
      lines.push('BEGIN:VEVENT', `UID:bench-${i}@example.de`, `DTSTAMP:${stamp(NOW)}Z`, local('RECURRENCE-ID', moved));
      lines.push(local('DTSTART', moved + 3_600_000), local('DTEND', moved + 5_400_000), 'END:VEVENT');
    }
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** `step`'s result; the ms it took go to `times`. */
function timed<T>(times: number[], step: () => T): T {
  const start = performance.now();
  const result = step();
  times.push(performance.now() - start);
  return result;
}

const ics = calendar();
if (process.env.BENCH_DUMP) (await import('node:fs')).writeFileSync(process.env.BENCH_DUMP, ics);
const hostile: Record<string, string> = { '/never.ics': neverMatching(NOW), '/zone.ics': secondlyZone(NOW) };
const server = await serveCalendar((path) => hostile[path] ?? ics);
const log = pino({ level: 'silent' });
const { from, to } = horizon(calls.hours, NOW);

const timings = { expand: [] as number[], refresh: [] as number[], slots: [] as number[], cached: [] as number[] };
let busy = 0;
let slots = 0;
for (let round = 0; round < ROUNDS; round++) {
  busy = timed(timings.expand, () => busyFromIcs(ics, from, to, TIME_ZONE)).length;
  const service = new SlotService({ hours: calls.hours, source: openCalendar({ url: `${server.url}/feed.ics` }), log });
  const start = performance.now();
  await service.refresh(NOW);
  timings.refresh.push(performance.now() - start);
  // The form's days: computed once per minute and change, then cached.
  timed(timings.slots, () => service.offered(NOW + round * 60_000));
  timed(timings.cached, () => service.offered(NOW + round * 60_000));
  slots = service.offered(NOW).reduce((sum, day) => sum + day.times.length, 0);
}
// The worst hostile case: the read that takes longest until the calendar counts as unreadable.
let unreadable = 0;
for (const path of Object.keys(hostile)) {
  const start = performance.now();
  await openCalendar({ url: server.url + path })
    .read(from, to)
    .catch(() => (unreadable = Math.max(unreadable, performance.now() - start)));
}
server.close();

console.log(machine());
console.log(
  `calendar: ${EVENTS} events (${EVENTS * RECURRING_SHARE} recurring), ${(Buffer.byteLength(ics) / 1024).toFixed(0)} KiB of iCalendar`,
);
console.log(`horizon: 14 days, ${busy} busy spans in it, ${slots} free slots; median of ${ROUNDS} rounds:`);
console.log(`  parse and expand (ical.js):                ${median(timings.expand).toFixed(1)} ms`);
console.log(`  refresh (HTTP read + parse + expand):      ${median(timings.refresh).toFixed(1)} ms`);
console.log(`  the form's slots (a new minute):           ${median(timings.slots).toFixed(2)} ms`);
console.log(`  offered() again in the same minute:        ${(median(timings.cached) * 1000).toFixed(1)} µs`);
console.log(`  worst hostile calendar until unreadable:   ${(unreadable / 1000).toFixed(1)} s`);
