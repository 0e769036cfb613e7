// Calendar days in the statistics' time zone, as `YYYY-MM-DD`, and the instants they end at.
import { STATS_TIME_ZONE } from '../../shared/content/analytics.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

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

/** Days from `from` to `to` inclusive, in order; empty when `to` is before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The instant the day of `ms` ends: the next local midnight. Berlin is UTC+1 or UTC+2 and
 * switches at 02:00/03:00, never at midnight, so the midnight is one of two UTC instants.
 */
export function endOfDay(ms: number): number {
  const next = addDays(dateOf(ms), 1);
  const utcMidnight = Date.parse(`${next}T00:00:00Z`);
  for (const offsetHours of [2, 1, 0, -1]) {
    const candidate = utcMidnight - offsetHours * HOUR_MS;
    if (candidate > ms && dateOf(candidate) === next && dateOf(candidate - 1) !== next) return candidate;
  }
  // A zone without a midnight on this day (never for Europe/Berlin): fall back to 24 hours.
  return ms + DAY_MS;
}

/** Monday of the ISO week that contains `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The ISO week of a date, as `YYYY-Www`. */
export function isoWeek(date: string): string {
  const thursday = addDays(mondayOf(date), 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

export function isDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;
}
