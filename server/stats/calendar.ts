// Calendar days in the statistics' time zone, as `YYYY-MM-DD`, and the instants they end at.
import { STATS_TIME_ZONE } from '../../shared/content/analytics.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// en-CA formats a date as YYYY-MM-DD.
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: STATS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date of an instant in the statistics' time zone. */
export function dateOf(ms: number): string {
  return dateFormat.format(ms);
}

/** `YYYY-MM-DD` plus n days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` inclusive, in order. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The instant the day of `ms` ends: the next local midnight, 22:00 or 23:00 UTC in Berlin (its
 * clocks change at 02:00/03:00, never at midnight). Asked once a day: formatting a date per
 * request would cost a page view more than all its counting.
 */
export function endOfDay(ms: number): number {
  const next = addDays(dateOf(ms), 1);
  const midnights = [2, 1].map((hours) => Date.parse(`${next}T00:00:00Z`) - hours * 60 * 60_000);
  return midnights.find((at) => dateOf(at) === next && dateOf(at - 1) !== next) ?? ms + DAY_MS;
}

/** The instant a date begins in Berlin: the end of the day before (noon UTC lies inside it). */
export const startOfDay = (date: string): number => endOfDay(Date.parse(`${addDays(date, -1)}T12:00:00Z`));

/** The ISO week of a date, as `YYYY-Www`, and its Monday. */
export function isoWeek(date: string): { week: string; monday: string } {
  const monday = addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
  const thursday = addDays(monday, 3);
  const week = Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${thursday.slice(0, 4)}-01-01T00:00:00Z`)) / (7 * DAY_MS)) + 1;
  return { week: `${thursday.slice(0, 4)}-W${String(week).padStart(2, '0')}`, monday };
}

export function isDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;
}
