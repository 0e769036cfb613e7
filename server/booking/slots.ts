import type { SlotDay } from '../../shared/slots.ts';
import type { BookableHours } from '../../shared/content/calls.ts';
import { isGermanHoliday } from './holidays.ts';
import { addDays, dayLabel, offsetAt, timeOf, zonedDate, zonedInstant } from '../../shared/clock.ts';

/** A busy span of the owner's calendar, in ms since the epoch, end exclusive. */
export interface Busy {
  start: number;
  end: number;
  /** The calendar event's UID, when known: a moved booking ignores its own event. */
  uid?: string;
}

const MINUTE = 60_000;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The window the calendar is read for and slots may start in, from `now`. */
export function horizon(hours: BookableHours, now: number): { from: number; to: number } {
  return { from: now + hours.minNoticeHours * 60 * MINUTE, to: now + hours.horizonDays * 24 * 60 * MINUTE };
}

/** A day's grid starts, cached per hours object and date: Intl's zone arithmetic is the costly part. */
const dayStarts = new WeakMap<BookableHours, Map<string, number[]>>();
/** Dates kept per hours object: the horizon and some slack, so the cache stays bounded. */
const MAX_CACHED_DAYS = 64;

function startsOn(hours: BookableHours, date: string): number[] {
  let days = dayStarts.get(hours);
  if (!days) dayStarts.set(hours, (days = new Map<string, number[]>()));
  let starts = days.get(date);
  if (starts) return starts;
  starts = [];
  const weekday = zonedDate(zonedInstant(date, 12 * 60)).weekday as keyof BookableHours['days'];
  const holiday = hours.skipGermanHolidays && isGermanHoliday(date);
  for (const span of holiday ? [] : (hours.days[weekday] ?? [])) {
    for (let minute = minutesOf(span.from); minute + hours.callMinutes <= minutesOf(span.to); minute += hours.gridMinutes)
      starts.push(zonedInstant(date, minute));
  }
  if (days.size >= MAX_CACHED_DAYS) days.clear();
  days.set(date, starts);
  return starts;
}

/** Every slot start on the grid inside the bookable hours and the horizon, ascending; busy times not considered. */
function candidateStarts(hours: BookableHours, now: number): number[] {
  const { from, to } = horizon(hours, now);
  const starts: number[] = [];
  const last = zonedDate(to).date;
  for (let date = zonedDate(from).date; date <= last; date = addDays(date, 1))
    for (const start of startsOn(hours, date)) if (start >= from && start <= to) starts.push(start);
  return starts;
}

export function mergeBusy(busy: readonly Busy[]): Busy[] {
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  const merged: Busy[] = [];
  for (const span of sorted) {
    const previous = merged.at(-1);
    if (previous && span.start <= previous.end) previous.end = Math.max(previous.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * The free slots: the candidate starts whose call, widened by the buffer on both sides, meets no busy span (`busy`
 * sorted and disjoint, as mergeBusy makes it). One pass over both sorted lists.
 */
export function freeStarts(hours: BookableHours, busy: readonly Busy[], now: number): number[] {
  const buffer = hours.bufferMinutes * MINUTE;
  const length = hours.callMinutes * MINUTE;
  const free: number[] = [];
  let index = 0;
  for (const start of candidateStarts(hours, now)) {
    // Spans that end before this slot's buffered start cannot touch this or any later slot.
    while (index < busy.length && busy[index]!.end <= start - buffer) index++;
    const next = busy[index];
    if (next === undefined || next.start >= start + length + buffer) free.push(start);
  }
  return free;
}

/** Free starts (ascending) as the forms offer them: grouped by day, with its German name, the zone's offset and the times. */
export function daysOf(starts: readonly number[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const start of starts) {
    const date = zonedDate(start).date;
    let day = days.at(-1);
    if (day?.date !== date) {
      const minutes = offsetAt(start) / 60_000;
      const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
      days.push((day = { date, day: dayLabel(start), offset, times: [] }));
    }
    day.times.push(timeOf(start));
  }
  return days;
}
