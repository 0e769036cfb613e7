// Shared checks of the booking tests: every offered slot lies in the bookable hours and keeps the buffer.
import type { FastifyBaseLogger } from 'fastify';
import type { Test } from 'tap';
import { calls } from '../../shared/content/calls.ts';
import type { Busy } from '../../server/booking/slots.ts';

const noop = () => {};
export const silentLog = { info: noop, warn: noop, error: noop, debug: noop } as unknown as FastifyBaseLogger;

const berlin = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Every slot: a weekday, 09:00–16:45 Berlin wall-clock on the half hour, 12 h to 14 days ahead, 15 min clear of every busy span. */
export function assertBookable(t: Test, slots: Array<{ start: string; label: string }>, busy: Busy[], now: number, name: string) {
  const { bufferMinutes, callMinutes } = calls.hours;
  t.ok(slots.length > 0, `${name}: slots are offered`);
  for (const slot of slots) {
    const start = Date.parse(slot.start);
    const parts = Object.fromEntries(berlin.formatToParts(start).map((part) => [part.type, part.value]));
    const minutes = Number(parts.hour) * 60 + Number(parts.minute);
    const problems = [
      ['Sat', 'Sun'].includes(parts.weekday!) && 'weekend',
      (minutes < 9 * 60 || minutes + callMinutes > 17 * 60 || minutes % 30 !== 0) && `off the hours (${parts.hour}:${parts.minute})`,
      start < now + 12 * 3_600_000 && 'sooner than 12 h',
      start > now + 14 * 86_400_000 && 'later than 14 days',
      busy.some((span) => span.start < start + (callMinutes + bufferMinutes) * 60_000 && span.end > start - bufferMinutes * 60_000) &&
        'too close to a busy time',
    ].filter(Boolean);
    if (problems.length > 0) t.fail(`${name}: ${slot.start} (${slot.label}): ${problems.join(', ')}`);
  }
}
