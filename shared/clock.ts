/** The one clock: Berlin wall-clock time and back via Intl (Node's ICU has the zones); slots are instants, dates `YYYY-MM-DD`. */
import { NBSP } from './format.ts';

/** A day's milliseconds (a day in UTC; a day in Berlin may have 23 or 25 hours). */
export const DAY_MS = 86_400_000;

/** The site's time zone: the bookable hours, the statistics' days, every time shown. */
export const TIME_ZONE = 'Europe/Berlin';

const formats = new Map<string, Intl.DateTimeFormat>();
const format = (key: string, options: Intl.DateTimeFormatOptions, locale = 'en-US') => {
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
};
const partsIn = (made: Intl.DateTimeFormat, ms: number) =>
  Object.fromEntries(made.formatToParts(ms).map(({ type, value }) => [type, value])) as Record<string, string>;

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

/** The wall-clock fields of instant `ms` in `timeZone` (month 1–12). */
export function partsOf(ms: number, timeZone = TIME_ZONE): Parts {
  const numeric = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
  const part = partsIn(format(timeZone, { ...numeric, hourCycle: 'h23', timeZone }), ms);
  return Object.fromEntries(Object.entries(part).map(([type, value]) => [type, Number(value)])) as Parts;
}

/** Offsets by zone and UTC quarter-hour: zones change their offset on a quarter-hour, so one Intl call serves 15 minutes. */
const offsets = new Map<string, number>();

/** The zone's offset from UTC at instant `ms`, in milliseconds (Berlin in summer: +2 h). */
export function offsetAt(ms: number, timeZone = TIME_ZONE): number {
  const quarter = Math.floor(ms / 900_000) * 900_000;
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = partsOf(quarter, timeZone);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - quarter;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant of wall-clock `date` and `minutes` after its midnight in `timeZone`. A time skipped by the spring change
 * comes out one hour later; one that occurs twice (autumn), as its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, timeZone = TIME_ZONE): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const local = Date.UTC(year, month - 1, day, 0, minutes);
  const first = local - offsetAt(local - offsetAt(local, timeZone), timeZone);
  return Math.min(first, local - offsetAt(first, timeZone));
}

const two = (n: number) => String(n).padStart(2, '0');

/** The Berlin date and ISO weekday (1 = Monday) of instant `ms`. */
export function zonedDate(ms: number): { date: string; weekday: number } {
  const p = partsOf(ms);
  return {
    date: `${p.year}-${two(p.month)}-${two(p.day)}`,
    weekday: ((new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7) + 1,
  };
}

/** The Berlin date of an instant. */
export const dateOf = (ms: number): string => zonedDate(ms).date;

/** The date `days` after `date` (calendar arithmetic, no time zone involved). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to` inclusive, in order. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The instant a Berlin date begins. */
export const startOfDay = (date: string): number => zonedInstant(date, 0);

/** The instant the Berlin day of `ms` ends: the next midnight. */
export const endOfDay = (ms: number): number => startOfDay(addDays(dateOf(ms), 1));

/** The ISO week of a date, as `YYYY-Www`, and its Monday. */
export function isoWeek(date: string): { week: string; monday: string } {
  const monday = addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
  const thursday = addDays(monday, 3);
  const week = Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${thursday.slice(0, 4)}-01-01T00:00:00Z`)) / (7 * DAY_MS)) + 1;
  return { week: `${thursday.slice(0, 4)}-W${two(week)}`, monday };
}

export const isDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;

/** `13.01.2025` */
export const germanDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** „Di., 1.\u00a0Dez.“: a day as the slot picker, the mails and the owner's pages name it. */
export function dayLabel(ms: number): string {
  const part = partsIn(format('day', { weekday: 'short', day: 'numeric', month: 'short', timeZone: TIME_ZONE }, 'de-DE'), ms);
  return `${part.weekday}, ${part.day}.${NBSP}${part.month}`;
}

/** `09:30`: the Berlin wall-clock time of `ms`. */
export const timeOf = (ms: number): string => {
  const p = partsOf(ms);
  return `${two(p.hour)}:${two(p.minute)}`;
};

/** Said once where a visitor reads a call's time (a mail, the confirmation, the booking's page): every time shown is Berlin's. */
export const ZONE_NOTE = '(deutsche Zeit)';

/** „Di., 1.\u00a0Dez., 09:30\u00a0Uhr“: a slot's day and time. */
export const slotLabel = (ms: number): string => `${dayLabel(ms)}, ${timeOf(ms)}${NBSP}Uhr`;

/** `25.11.2026, 17:20`: when something happened, on the owner's pages. */
export const berlinTime = (when: string | number): string =>
  `${germanDate(dateOf(new Date(when).getTime()))}, ${timeOf(new Date(when).getTime())}`;
