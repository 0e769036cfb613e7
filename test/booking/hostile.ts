// Hostile calendars (issue 33): iCalendar texts that once made ical.js loop without end or stall
// the server, relative to `now` so that a CalDAV time-range query finds them.
const DAY = 86_400_000;
const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '');
const vcalendar = (...parts: string[]) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//hostile//DE\r\n${parts.join('')}END:VCALENDAR\r\n`;
const vevent = (uid: string, ...lines: string[]) =>
  `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260101T000000Z\r\n${lines.map((line) => `${line}\r\n`).join('')}END:VEVENT\r\n`;

/** A rule whose BY-parts never match (30 February): ical.js looks for its next occurrence for ever. */
export const neverMatching = (now: number) =>
  vcalendar(vevent('never@test', `DTSTART:${stamp(now - 30 * DAY)}Z`, 'DURATION:PT1H', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'));

/** An event in a VTIMEZONE whose offset "changes" every second since 1970: ical.js expands every change up to the event. */
export const secondlyZone = (now: number) =>
  vcalendar(
    'BEGIN:VTIMEZONE\r\nTZID:Evil/Zone\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0100\r\nRRULE:FREQ=SECONDLY\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n',
    vevent('zone@test', `DTSTART;TZID=Evil/Zone:${stamp(now + 3 * DAY)}`, `DTEND;TZID=Evil/Zone:${stamp(now + 3 * DAY + 3_600_000)}`),
  );

/** A series every minute since 200 days ago: 288,000 occurrences before the window, past the expansion budget. */
export const minutely = (now: number) =>
  vcalendar(vevent('minutely@test', `DTSTART:${stamp(now - 200 * DAY)}Z`, 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY'));

/** `count` single one-hour events over the two years before `now` and the two weeks after (12 MB for 100,000). */
export function manyEvents(now: number, count = 100_000): string {
  const events: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = now - 730 * DAY + Math.floor((i * 744 * DAY) / count / 1_800_000) * 1_800_000;
    events.push(vevent(`e${i}@test`, `DTSTART:${stamp(start)}Z`, `DTEND:${stamp(start + 3_600_000)}Z`));
  }
  return vcalendar(...events);
}

/** One daily series begun `count` days ago with every occurrence moved by an hour (RECURRENCE-ID). */
export function manyExceptions(now: number, count = 20_000): string {
  const first = Math.floor((now - count * DAY) / DAY) * DAY + 8 * 3_600_000;
  const events = [vevent('series@test', `DTSTART:${stamp(first)}Z`, 'DURATION:PT30M', 'RRULE:FREQ=DAILY')];
  for (let i = 0; i < count; i++) {
    const at = first + i * DAY;
    events.push(vevent('series@test', `RECURRENCE-ID:${stamp(at)}Z`, `DTSTART:${stamp(at + 3_600_000)}Z`, 'DURATION:PT30M'));
  }
  return vcalendar(...events);
}
