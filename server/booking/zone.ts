/**
 * Wall-clock time in an IANA zone and back, through Intl (Node's ICU carries the zone data):
 * the bookable hours are written in local time, the slots and the calendar's busy times are instants.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of instant `ms` in `timeZone` (month 1–12). */
export function partsOf(ms: number, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    const numeric = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
    format = new Intl.DateTimeFormat('en-US', { ...numeric, hourCycle: 'h23', timeZone });
    formats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]));
  return part as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Offsets by zone and UTC quarter-hour: zones change their offset on a quarter-hour, so one Intl call serves 15 minutes. */
const offsets = new Map<string, number>();
const MAX_CACHED_OFFSETS = 100_000;

/** The zone's offset from UTC at instant `ms`, in milliseconds (Berlin in summer: +2 h). */
function offsetAt(ms: number, timeZone: string): number {
  const quarter = Math.floor(ms / 900_000) * 900_000;
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = partsOf(quarter, timeZone);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - quarter;
    if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant of wall-clock `date` (`YYYY-MM-DD`) and `minutes` after its midnight in `timeZone`.
 * A time that does not exist (skipped by the spring change) comes out one hour later; one that
 * occurs twice (autumn), as its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = Date.UTC(year, month - 1, day, 0, minutes);
  const guess = local - offsetAt(local, timeZone);
  const first = local - offsetAt(guess, timeZone);
  const second = local - offsetAt(first, timeZone);
  return Math.min(first, second);
}

/** The wall-clock date (`YYYY-MM-DD`) and ISO weekday (1 = Monday) of instant `ms` in `timeZone`. */
export function zonedDate(ms: number, timeZone: string): { date: string; weekday: number } {
  const p = partsOf(ms, timeZone);
  const utcDay = Date.UTC(p.year, p.month - 1, p.day);
  return { date: new Date(utcDay).toISOString().slice(0, 10), weekday: ((new Date(utcDay).getUTCDay() + 6) % 7) + 1 };
}

/** The date `days` after `date`, both `YYYY-MM-DD`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
