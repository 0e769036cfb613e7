import t from 'tap';
import { busyFromIcs, TooManyOccurrences } from '../../server/booking/expand.ts';
import { isGermanHoliday } from '../../server/booking/holidays.ts';
import { calendarCause } from '../../server/owner/wording.ts';

const calendar = (events: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//test//DE\r\n${events.map((lines) => `BEGIN:VEVENT\r\nDTSTAMP:20190101T000000Z\r\n${lines}\r\nEND:VEVENT\r\n`).join('')}END:VCALENDAR\r\n`;
const iso = (ms: number) => new Date(ms).toISOString();

t.test('expand – a series begun years ago gives the same occurrences when expanded from just before the window', async (t) => {
  const ics = calendar([
    [
      'UID:weekly',
      'DTSTART;TZID=Europe/Berlin:20190107T100000',
      'DTEND;TZID=Europe/Berlin:20190107T110000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,TH',
      'EXDATE;TZID=Europe/Berlin:20261029T100000',
    ].join('\r\n'),
    [
      'UID:weekly',
      'RECURRENCE-ID;TZID=Europe/Berlin:20261026T100000',
      'DTSTART;TZID=Europe/Berlin:20261027T150000',
      'DTEND;TZID=Europe/Berlin:20261027T160000',
    ].join('\r\n'),
    [
      'UID:daily',
      'DTSTART;TZID=America/New_York:20180305T080000',
      'DTEND;TZID=America/New_York:20180305T083000',
      'RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;INTERVAL=1',
    ].join('\r\n'),
    ['UID:fortnight', 'DTSTART:20200106T120000Z', 'DURATION:PT45M', 'RRULE:FREQ=WEEKLY;INTERVAL=2'].join('\r\n'),
    [
      'UID:counted',
      'DTSTART;TZID=Europe/Berlin:20260105T090000',
      'DTEND;TZID=Europe/Berlin:20260105T093000',
      'RRULE:FREQ=WEEKLY;COUNT=60',
    ].join('\r\n'),
  ]);
  // The weeks around the end of summer time in Europe (25 Oct) and in the US (1 Nov).
  const from = Date.parse('2026-10-20T00:00:00Z');
  const to = Date.parse('2026-11-06T00:00:00Z');
  const fast = busyFromIcs(ics, from, to, 'Europe/Berlin');
  const slow = busyFromIcs(ics, Date.parse('2017-01-01T00:00:00Z'), to, 'Europe/Berlin').filter((span) => span.end > from);
  const key = (spans: typeof fast) => spans.map((span) => `${span.uid} ${iso(span.start)} ${iso(span.end)}`).sort();
  t.same(key(fast), key(slow));
  t.ok(key(fast).includes('weekly 2026-10-22T08:00:00.000Z 2026-10-22T09:00:00.000Z'), '10:00 summer time');
  t.ok(key(fast).includes('weekly 2026-11-02T09:00:00.000Z 2026-11-02T10:00:00.000Z'), '10:00 winter time');
  t.ok(key(fast).includes('weekly 2026-10-27T14:00:00.000Z 2026-10-27T15:00:00.000Z'), 'the moved occurrence');
  t.notOk(
    key(fast).some((line) => line.startsWith('weekly 2026-10-29')),
    'the excluded occurrence',
  );
  t.ok(key(fast).includes('daily 2026-10-30T12:00:00.000Z 2026-10-30T12:30:00.000Z'), 'New York still on summer time');
  t.ok(key(fast).includes('daily 2026-11-02T13:00:00.000Z 2026-11-02T13:30:00.000Z'), 'New York on winter time');
});

t.test('holidays – the nine nationwide holidays, Easter-based ones included', async (t) => {
  const days2026 = [
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-01',
    '2026-05-14',
    '2026-05-25',
    '2026-10-03',
    '2026-12-25',
    '2026-12-26',
  ];
  for (const day of days2026) t.ok(isGermanHoliday(day), day);
  for (const day of ['2026-04-05', '2026-06-04', '2026-10-31', '2026-12-24']) t.notOk(isGermanHoliday(day), `${day} is not nationwide`);
  t.ok(isGermanHoliday('2027-03-26') && isGermanHoliday('2027-03-29'), 'Easter 2027 is 28 March');
});

t.test('expand – a calendar beyond the expansion budget is unreadable for a reason of its own, never read as free', async (t) => {
  const ics = calendar(['UID:minutely\r\nDTSTART:20261001T000000Z\r\nDURATION:PT1M\r\nRRULE:FREQ=MINUTELY']);
  const expand = () =>
    busyFromIcs(ics, Date.parse('2026-10-20T00:00:00Z'), Date.parse('2026-11-03T00:00:00Z'), 'Europe/Berlin', { steps: 1000 });
  t.throws(expand, /more occurrences/);
  t.ok(
    (() => {
      try {
        return expand() && false;
      } catch (error) {
        return error instanceof TooManyOccurrences;
      }
    })(),
    'a TooManyOccurrences: the read names it (too-many)',
  );
  // The owner's sentence (hostile.test.ts reads such a feed through the worker: reason `too-many`).
  t.equal(
    calendarCause({ kind: 'caldav', reason: 'too-many' }),
    'Der CalDAV-Kalender enthält eine Serie, die zu viele Termine erzeugt – die Serie, die sich sehr oft wiederholt (etwa stündlich oder minütlich), löschen oder in einen anderen Kalender verschieben',
  );
});
