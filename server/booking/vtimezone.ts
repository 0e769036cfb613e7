/**
 * A VTIMEZONE for a zone (RFC 5545 3.6.5), made from Intl's zone data: the standard and daylight
 * offsets and the rule of the zone's changes, for zones that change on the n-th or last Sunday of
 * a month at a fixed local time (Europe's and North America's rules) or never. ical-generator calls it for every zone it writes.
 */
export function vtimezone(tzid: string): string {
  const year = new Date().getUTCFullYear();
  const changes = transitions(tzid, year);
  const offset = (ms: number) => offsetMinutes(tzid, ms);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tzid}`];
  if (changes.length === 0) {
    const fixed = format(offset(Date.UTC(year, 0, 1)));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${fixed}`, `TZOFFSETTO:${fixed}`, 'END:STANDARD');
  } else {
    for (const at of changes) {
      const before = offset(at - 60_000);
      const after = offset(at);
      const local = new Date(at + before * 60_000);
      const kind = after > before ? 'DAYLIGHT' : 'STANDARD';
      // The change's Sunday as the rule names it: the last one of its month (Europe) or the n-th (the US: 2nd in March, 1st in November).
      const last = local.getUTCDate() + 7 > new Date(Date.UTC(year, local.getUTCMonth() + 1, 0)).getUTCDate();
      const nth = last ? -1 : Math.ceil(local.getUTCDate() / 7);
      const day = nth === -1 ? lastSunday(1970, local.getUTCMonth()) : nthSunday(1970, local.getUTCMonth(), nth);
      const stamp = `1970${pad(local.getUTCMonth() + 1)}${pad(day)}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}00`;
      lines.push(
        `BEGIN:${kind}`,
        `TZOFFSETFROM:${format(before)}`,
        `TZOFFSETTO:${format(after)}`,
        `DTSTART:${stamp}`,
        `RRULE:FREQ=YEARLY;BYMONTH=${local.getUTCMonth() + 1};BYDAY=${nth}SU`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return `${lines.join('\r\n')}\r\n`;
}

const pad = (value: number) => String(value).padStart(2, '0');
const format = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
};

const nthSunday = (year: number, month: number, n: number) => {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + (n - 1) * 7;
};

function offsetMinutes(timeZone: string, ms: number): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(ms)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instants in `year` at which the zone's offset changes, to the minute, by bisection. */
function transitions(timeZone: string, year: number): number[] {
  const found: number[] = [];
  for (let month = 0; month < 12; month++) {
    let low = Date.UTC(year, month, 1);
    let high = Date.UTC(year, month + 1, 1);
    if (offsetMinutes(timeZone, low) === offsetMinutes(timeZone, high)) continue;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(timeZone, middle) === offsetMinutes(timeZone, low)) low = middle;
      else high = middle;
    }
    found.push(high);
  }
  return found;
}
