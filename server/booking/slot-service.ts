import type { FastifyBaseLogger } from 'fastify';
import type { SlotDay } from '../../shared/slots.ts';
import type { BookableHours } from '../../shared/content/calls.ts';
import { serial } from '../serial.ts';
import { daysOf, freeStarts, horizon, mergeBusy, type Busy } from './slots.ts';

export const REFRESH_INTERVAL_MS = 3 * 60_000;
/** A booking uses a read this young, or the one in flight, instead of reading again. */
const RECENT_READ_MS = 60_000;

/** Where the busy times come from: server/booking/calendar.ts for CALENDAR_URL. */
export interface BusySource {
  /** The busy spans overlapping [from, to); rejects when the calendar cannot be read, with `failure` on the error saying why. */
  read(from: number, to: number): Promise<Busy[]>;
}

/** Why the calendar could not be read: what CALENDAR_URL is, the cause, an `http` cause's status. The owner's page words it. */
export interface ReadFailure {
  kind: 'unknown' | 'feed' | 'caldav';
  reason: 'http' | 'unreachable' | 'timeout' | 'too-complex' | 'too-large' | 'memory' | 'redirect' | 'not-ical' | 'too-many' | 'crashed';
  status?: number;
}

/** Whether slots are offered, or why not (`calendar-loading`: not read yet since the boot or a change of calendar). */
export type CalendarState = 'ok' | 'calendar-unset' | 'calendar-loading' | 'calendar-unreadable';

/**
 * The free slots, from the calendar's busy times (cached, re-read every few minutes, one read at a time) and the slots
 * this server holds. `offered()` answers from memory, so a page render never waits for the calendar. Decisions that
 * change the holds run one at a time through `exclusive`.
 */
export class SlotService {
  state: CalendarState;
  /** When the calendar was last read successfully (ms), or 0: the slots offered until it failed came from that read. */
  readAt = 0;
  /** Why the calendar is unreadable (null while it reads), and since when (ms, or 0). */
  failure: ReadFailure | null = null;
  unreadableSince = 0;
  /** Told after every read, good or failed, with its time (ALERT_URL, plugins/app/owner.ts). */
  onRead: ((now: number) => void) | null = null;
  private reading: Promise<boolean> | null = null;
  private calendarBusy: Busy[] = [];
  private held = new Map<string, Busy>();
  private merged: Busy[] = [];
  /** Bumped by every change of the busy spans; `counter` (the version) only when the slots differ. */
  private generation = 0;
  private counter = 0;
  private last: { key: string; days: SlotDay[]; starts: string } | null = null;

  constructor(readonly options: { hours: BookableHours; source: BusySource | null; log: FastifyBaseLogger }) {
    this.state = options.source ? 'calendar-loading' : 'calendar-unset';
  }

  /** The free slots of the whole horizon, by day (cached per minute and versioned); [] unless the calendar was read. */
  offered(now = Date.now()): SlotDay[] {
    if (this.state !== 'ok') {
      if (this.last?.starts) this.counter++;
      this.last = { key: '', days: [], starts: '' };
      return [];
    }
    // The slots change with the minute (minimum notice) and with the busy spans (reads, holds).
    const key = `${this.generation}:${Math.floor(now / 60_000)}`;
    if (this.last?.key === key) return this.last.days;
    const free = freeStarts(this.options.hours, this.merged, now);
    const starts = free.join();
    if (this.last && this.last.starts !== starts) this.counter++;
    this.last = { key, days: daysOf(free), starts };
    return this.last.days;
  }

  /** Changes whenever the offered slots do: a booking, a cancellation, a calendar read, the clock. */
  version(now = Date.now()): number {
    this.offered(now);
    return this.counter;
  }

  /** `start` (ms) is free now: on the grid, inside the hours and the horizon, away from busy times and holds. */
  isFree(start: number, now = Date.now(), ignoreUid?: string): boolean {
    if (this.state !== 'ok') return false;
    const busy = ignoreUid ? this.mergedWithout(ignoreUid) : this.merged;
    return freeStarts(this.options.hours, busy, now).includes(start);
  }

  /** Re-reads the calendar, or joins the read in flight; resolves true when read. */
  refresh(now = Date.now()): Promise<boolean> {
    if (this.reading) return this.reading;
    const reading = this.read(now).finally(() => this.reading === reading && (this.reading = null));
    return (this.reading = reading);
  }

  /**
   * Another calendar (the owner's settings; null: none): the busy times read from the old one, its failure
   * and a read of it in flight count no more, and no slot is offered until the new one is read (refresh).
   */
  use(source: BusySource | null): void {
    this.options.source = source;
    const state = source ? 'calendar-loading' : 'calendar-unset';
    Object.assign(this, { state, calendarBusy: [], readAt: 0, failure: null, unreadableSince: 0, reading: null });
    this.counter++;
    this.remerge();
  }

  /**
   * Before a booking: waits for the read in flight, or reads unless the last one is younger than RECENT_READ_MS; a
   * calendar known to be unreadable answers false at once (the background read may mend it), so no post waits on it.
   */
  async recent(now = Date.now()): Promise<boolean> {
    if (this.state === 'calendar-unreadable' || this.state === 'calendar-unset') return false;
    if (this.reading) return this.reading;
    return now - this.readAt < RECENT_READ_MS || this.refresh(now);
  }

  /** One read; on failure keeps no stale slot (state calendar-unreadable) and logs the cause once. */
  private async read(now: number): Promise<boolean> {
    const { source, log, hours } = this.options;
    if (!source) return false;
    const { from, to } = horizon(hours, now);
    const buffer = hours.bufferMinutes * 60_000;
    try {
      const busy = await source.read(from - buffer, to + (hours.callMinutes * 60_000 + buffer));
      if (source !== this.options.source) return false;
      this.calendarBusy = busy;
      if (this.state !== 'ok') log.info({ busy: this.calendarBusy.length }, 'booking: calendar read; slots are offered');
      [this.state, this.readAt, this.failure, this.unreadableSince] = ['ok', now, null, 0];
    } catch (error) {
      if (source !== this.options.source) return false;
      const failure = (error as { failure?: ReadFailure }).failure ?? { kind: 'unknown', reason: 'crashed' };
      if (JSON.stringify(failure) !== JSON.stringify(this.failure))
        log.error(
          { calendar: failure, ...(failure.reason === 'crashed' ? { err: error } : {}) },
          `booking: ${(error as Error).message}; no slot is offered until it can be read (/readyz: calendar-unreadable)`,
        );
      [this.state, this.failure, this.unreadableSince] = ['calendar-unreadable', failure, this.unreadableSince || now];
    }
    this.remerge();
    this.onRead?.(now);
    return this.state === 'ok';
  }

  /**
   * Sets the slot this server holds for booking `uid` (null: none any more). The hold replaces the booking's own event
   * as last read from the calendar, so a move or cancellation frees the old slot at once, before the next read.
   */
  hold(uid: string, span: Busy | null): void {
    if (span) this.held.set(uid, span);
    else this.held.delete(uid);
    this.calendarBusy = this.calendarBusy.filter((busy) => busy.uid !== uid);
    this.remerge();
  }

  /** Runs `task` after every earlier one has settled: the one lock for booking decisions. */
  readonly exclusive = serial();

  private mergedWithout(uid: string): Busy[] {
    const own = this.held.get(uid);
    const others = [...this.held].filter(([key]) => key !== uid).map(([, span]) => span);
    const mine = (span: Busy) => span.uid === uid || (span.start === own?.start && span.end === own.end);
    return mergeBusy([...this.calendarBusy.filter((span) => !mine(span)), ...others]);
  }

  /** The owner published other bookable hours: the slots follow at once. */
  setHours(hours: BookableHours): void {
    this.options.hours = hours;
    this.remerge();
  }

  private remerge() {
    this.merged = mergeBusy([...this.calendarBusy, ...this.held.values()]);
    this.generation++;
  }
}
