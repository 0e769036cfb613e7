import ICAL from 'ical.js';
import type { Busy } from './slots.ts';
import { addDays, DAY_MS, zonedInstant } from '../../shared/clock.ts';

/** Occurrences of recurring events one read steps through in all, a few seconds of its worker's time. */
export const EXPANSION_BUDGET = 200_000;

/**
 * The busy spans of iCalendar text within [from, to), expanded with ical.js: recurring events with their moved
 * occurrences (RECURRENCE-ID), all-day events (a whole day in `timeZone`), floating times read in `timeZone`. Cancelled
 * and transparent ("free") events do not block. Bounded: at most `budget.steps` occurrences are stepped through in all;
 * a calendar that needs more throws, so it counts as unreadable and offers no slot, never a wrong one. What happens
 * inside one step of ical.js (a rule that never matches) is bounded by the read's deadline (calendar.ts).
 */
export function busyFromIcs(ics: string, from: number, to: number, timeZone: string, budget = { steps: EXPANSION_BUDGET }): Busy[] {
  const root = new ICAL.Component('vcalendar');
  for (const zone of components(ics, 'vtimezone')) root.addSubcomponent(new ICAL.Component(ICAL.parse(zone) as unknown[]));
  const parse = (text: string) => new ICAL.Component(ICAL.parse(text) as unknown[], root);
  const busy: Busy[] = [];
  /** Adds an event's span (or one occurrence's) that blocks: not cancelled nor transparent ("free"), touching the window. */
  const add = (vevent: ICAL.Component, event: ICAL.Event, occurrence?: Omit<Busy, 'uid'>) => {
    const value = (name: 'status' | 'transp') => String(vevent.getFirstPropertyValue(name) ?? '').toUpperCase();
    if (value('status') === 'CANCELLED' || value('transp') === 'TRANSPARENT' || !vevent.hasProperty('dtstart')) return;
    const span = occurrence ?? spanOf(event.startDate, event.endDate, vevent, timeZone);
    if (span.end > from && span.start < to) busy.push({ ...span, uid: event.uid });
  };
  const exceptions = new Map<string, ICAL.Event[]>();
  for (const text of components(ics, 'vevent')) {
    if (!RECURRENCE_ID.test(text)) continue;
    const exception = new ICAL.Event(parse(text));
    if (!exceptions.get(exception.uid)?.push(exception)) exceptions.set(exception.uid, [exception]);
    // A moved occurrence counts where it now is, whether or not its master's rule reaches the window.
    add(exception.component, exception);
  }
  for (const text of components(ics, 'vevent')) {
    if (RECURRENCE_ID.test(text)) continue;
    const vevent = parse(text);
    const uid = String(vevent.getFirstPropertyValue('uid'));
    const event = new ICAL.Event(vevent, { exceptions: exceptions.get(uid) ?? [], strictExceptions: true });
    if (!event.isRecurring()) {
      add(vevent, event);
      continue;
    }
    const iterator = event.iterator(fastForward(event, vevent, from, timeZone));
    for (let next = iterator.next(); next; next = iterator.next()) {
      // Past the budget the busy times are not known: the calendar counts as unreadable, never as free.
      if (budget.steps-- <= 0) throw new TooManyOccurrences('the calendar has more occurrences than can be expanded');
      const details = event.getOccurrenceDetails(next);
      // An overridden occurrence was counted above, at its own time.
      if (details.item !== event) continue;
      const span = spanOf(details.startDate, details.endDate, vevent, timeZone);
      if (span.start >= to) break;
      add(vevent, event, span);
    }
  }
  return busy;
}

/** Past the budget: the read's own reason (`too-many`), so the owner learns which kind of entry to look for. */
export class TooManyOccurrences extends Error {}

const RECURRENCE_ID = /^RECURRENCE-ID[;:]/im;

/**
 * The texts of the calendar's `name` components, one at a time: each is parsed alone (a 12 MB feed parsed whole is
 * 180 MB of jCal before ical.js reads a property). A BEGIN without its END is skipped.
 */
function* components(ics: string, name: 'vevent' | 'vtimezone'): Generator<string> {
  let start = -1;
  for (const match of ics.matchAll(new RegExp(`^(BEGIN|END):${name}\\r?$`, 'gim'))) {
    if (match[1]!.toUpperCase() === 'BEGIN') start = match.index;
    else if (start >= 0) yield ics.slice(start, match.index + match[0].length);
    if (match[1]!.toUpperCase() === 'END') start = -1;
  }
}

/**
 * A later start for a DAILY or WEEKLY series without COUNT or BYSETPOS: its DTSTART moved forward by whole periods
 * (whole weeks when the rule filters by weekday) to shortly before `from`, in wall-clock time, so a series begun years
 * ago is not walked from its first occurrence (ical.js has no skip; a year of a daily series cost about a second per
 * 100 events). EXDATE and RECURRENCE-ID name absolute times and still match.
 */
function fastForward(event: ICAL.Event, vevent: ICAL.Component, from: number, timeZone: string): ICAL.Time | undefined {
  const rules = vevent.getAllProperties('rrule');
  const rule = rules.length === 1 ? (rules[0]!.getFirstValue() as ICAL.Recur) : undefined;
  if (!rule || rule.count || rule.parts.BYSETPOS || !['DAILY', 'WEEKLY'].includes(rule.freq)) return undefined;
  const periodDays = (rule.freq === 'DAILY' && Object.keys(rule.parts).length === 0 ? 1 : 7) * (rule.interval || 1);
  const { start, end } = spanOf(event.startDate, event.endDate, vevent, timeZone);
  const margin = (periodDays + 2) * DAY_MS + Math.max(0, end - start);
  const periods = Math.floor((from - margin - start) / (periodDays * DAY_MS));
  if (periods <= 0) return undefined;
  const later = event.startDate.clone();
  later.adjust(periods * periodDays, 0, 0, 0);
  return later;
}

/** An occurrence as instants. Its end: DTEND or DTSTART + DURATION as ical.js gives it; a date without either lasts one day (RFC 5545 3.6.1). */
function spanOf(start: ICAL.Time, end: ICAL.Time | null, vevent: ICAL.Component, timeZone: string): Omit<Busy, 'uid'> {
  const begin = instantOf(start, vevent, 'dtstart', timeZone);
  const property = vevent.hasProperty('dtend') ? 'dtend' : 'dtstart';
  if (end && end.compare(start) > 0) return { start: begin, end: instantOf(end, vevent, property, timeZone) };
  return { start: begin, end: start.isDate ? zonedInstant(addDays(dateOf(start), 1), 0, timeZone) : begin };
}

const dateOf = (time: ICAL.Time) => time.toString().split('T')[0]!;

/**
 * A Time as an instant. ical.js resolves UTC and the file's own VTIMEZONEs; a TZID the file does not define (feeds often
 * name IANA zones without one) is read through Intl; a floating time or a date is wall-clock time in `timeZone`.
 */
function instantOf(time: ICAL.Time, vevent: ICAL.Component, property: 'dtstart' | 'dtend', timeZone: string): number {
  const wallClock = (zone: string) => zonedInstant(dateOf(time), time.hour * 60 + time.minute, zone) + time.second * 1000;
  if (time.isDate) return wallClock(timeZone);
  const zone = time.zone?.tzid;
  if (zone && zone !== 'floating') return time.toUnixTime() * 1000;
  const tzid = vevent.getFirstProperty(property)?.getParameter('tzid');
  return wallClock(typeof tzid === 'string' && isIanaZone(tzid) ? tzid : timeZone);
}

const known = new Map<string, boolean>();
function isIanaZone(tzid: string): boolean {
  let valid = known.get(tzid);
  if (valid !== undefined) return valid;
  try {
    valid = Boolean(new Intl.DateTimeFormat('en', { timeZone: tzid }));
  } catch {
    valid = false;
  }
  if (known.size < 1000) known.set(tzid, valid);
  return valid;
}
