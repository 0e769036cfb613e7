import type { FastifyBaseLogger } from 'fastify';
import type { Calendar } from './calendar.ts';
import type { SlotService } from './slot-service.ts';
import type { BookingRecord, BookingStore } from './store.ts';

export interface EventsOptions {
  calendar: Calendar | null;
  store: BookingStore;
  service: SlotService;
  log: FastifyBaseLogger;
  /** The booking as the owner's calendar keeps it (invite.ts, no METHOD). */
  event: (record: BookingRecord) => string;
}

/**
 * The bookings' events in the owner's CalDAV calendar, the commit point: a booking stands only with its event there.
 * The event's name is made from the slot alone (`termin-20261201T083000Z`), so every form server picks the same one
 * and `If-None-Match: *` lets exactly one of them create it; it is recorded in the booking before it is written. An
 * event that may be there and must go is owed (BookingStore.owe) and removed by the tidy, only while it is ours (its
 * UID). A feed is read-only: nothing is written, the owner's lead mail carries the .ics.
 */
export class BookingEvents {
  constructor(private readonly options: EventsOptions) {}

  /** `record` with the name of its event, or none when bookings are not written (a feed). */
  named(record: BookingRecord): BookingRecord {
    const writes = this.options.calendar?.kind === 'caldav';
    return { ...record, calendarName: writes ? `termin-${record.start.replace(/[-:]/g, '')}` : undefined };
  }

  /**
   * Writes the record's event under its recorded name: `created` (or nothing to write), `taken` when another booking's
   * event is there (the calendar is read again, so the slots offered instead lack it), `unwritable` when the calendar
   * failed – the event is then owed, were it stored after all.
   */
  async write(record: BookingRecord): Promise<'created' | 'taken' | 'unwritable'> {
    const { calendar, store, service, log } = this.options;
    if (!record.calendarName || !calendar) return 'created';
    const result = await calendar.create(record.calendarName, this.options.event(record), record.uid);
    // Written: a removal owed from an earlier attempt at this name is void.
    if (result === 'created') await store.settle(record.calendarName, record.uid);
    if (result === 'taken') await service.refresh();
    if (typeof result === 'string') return result;
    log.warn({ bookingId: record.id, reason: result.failed }, 'booking: the event could not be written to the CalDAV calendar; refused');
    await store.owe(record.calendarName, record.uid);
    return 'unwritable';
  }

  /** Writes a booking's event back after its move failed; failing that, the booking is kept without it (the tidy writes it). */
  async restore(record: BookingRecord): Promise<void> {
    const { calendar, store, log } = this.options;
    if (!record.calendarName || (await calendar?.create(record.calendarName, this.options.event(record), record.uid)) === 'created') return;
    log.error({ bookingId: record.id }, 'booking: a move failed and the old event could not be written back; the tidy tries again');
    await store.save({ ...record, calendarName: undefined });
  }

  /**
   * The tick's part: the events owed are removed, then the upcoming bookings without their event written (a failed
   * move's, or booked while the calendar was a feed). At the first failure of the calendar the rest wait for the next tick.
   */
  async tidy(now: number): Promise<void> {
    const { calendar, store, log } = this.options;
    const owed = await store.owed();
    for (const [done, { name, uid }] of owed.entries()) {
      if (await calendar?.remove(name, uid).catch(() => false)) await store.settle(name, uid);
      else return log.warn({ owed: owed.length - done }, 'booking: events still to be removed from the calendar; tried at the next tick');
    }
    for (const record of store.upcoming(now).filter((booked) => !booked.calendarName)) {
      const named = this.named(record);
      const written = named.calendarName ? await this.write(named) : 'unwritable';
      if (written === 'created') await store.save(named);
      else if (written === 'taken')
        log.error({ bookingId: record.id }, 'booking: its slot holds another booking’s event; move one of them');
      else return;
    }
  }
}
