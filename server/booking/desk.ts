import { randomBytes } from 'node:crypto';
import { MANAGE_PATH, slotStart, type SlotDay } from '../../shared/slots.ts';
import { DAY_MS, slotLabel } from '../../shared/clock.ts';
import type { Site } from '../../shared/content/index.ts';
import { ownId } from '../contact/compose.ts';
import type { Judged, Leads } from '../contact/leads.ts';
import { allEntries } from '../contact/subject-requests.ts';
import type { Lead } from '../contact/validate.ts';
import { BookingEvents, type EventsOptions } from './events.ts';
import { findBooking, signLink, sourceOf, type BookingRef, type LinkState } from './link.ts';
import { invitation, type About } from './invite.ts';
import { bookedCall, composeOwnerNote, composeVisitorMail, type Change, type MailKind } from './mail.tsx';
import { queueReminders, REMINDER_BEFORE_MS, resendConfirmation } from './reminders.ts';
import { eraseBookings, mailedNow, removeEvent, type BookingRecord } from './store.ts';

interface DeskOptions extends Omit<EventsOptions, 'event'> {
  leads: Leads;
  secret: string;
  publicUrl: string;
  retentionDays: number;
  site: () => Site;
}

/**
 * Why a booking or a move was refused, with the free slots instead: the slot is taken, the calendar unreadable or its
 * event not written (no slots then: the form offers the callback), or a cap of store.ts applies.
 */
export type Refusal<R = 'taken' | 'unavailable' | 'unwritable' | 'booked' | 'mailbox' | 'source'> = { refused: R; slots: SlotDay[] };
type MoveRefusal = 'taken' | 'capped' | 'mails' | 'unwritable';

/**
 * The bookings: a post's slot checked and held under the one lock, stored durably with its lead
 * and the visitor's confirmation, written to a CalDAV calendar, and moved or cancelled through
 * the signed link. Every decision runs inside `service.exclusive`, on a read of the last minute (service.recent).
 */
export class BookingDesk {
  private readonly events: BookingEvents;

  constructor(private readonly options: DeskOptions) {
    const event = (record: BookingRecord) => invitation(record, null, 'owner', this.about(record));
    // One options object for both: a calendar the owner changes (a getter, plugins/app/bookings.ts) is theirs at once.
    this.events = new BookingEvents(Object.assign(options, { event }));
  }

  /**
   * Loads the stored bookings and holds the upcoming ones. A booking whose lead is not in the store was cut short by a
   * crash before its answer (the record is written first, then the event, then the lead): nobody was told success, so
   * it is dropped, its slot freed and its event, if ours, owed to the calendar (the first tidy removes it).
   */
  async open(now = Date.now()): Promise<void> {
    const { store, service, leads, log } = this.options;
    const records = await store.load();
    const leadIds = new Set((await allEntries(leads.store)).map((entry) => entry.id));
    for (const record of records) {
      if (record.status !== 'booked') continue;
      if (leadIds.has(record.leadId) || Date.parse(record.start) <= now) service.hold(record.uid, this.span(record));
      else {
        log.warn({ bookingId: record.id }, 'booking: no lead was stored with it (a crash before the answer); dropped');
        if (record.calendarName) await store.owe(record.calendarName, record.uid);
        await store.delete(record.id);
      }
    }
  }

  /**
   * The periodic tick's housekeeping, under the one lock: the store is read again from disk (a booking the CLI erased
   * frees its slot), bookings past LEAD_RETENTION_DAYS are deleted, the calendar's events set right.
   */
  tidy(now = Date.now()): Promise<void> {
    const { store, service, retentionDays } = this.options;
    return service.exclusive(async () => {
      const before = store.all();
      await store.load();
      for (const record of before) if (!store.get(record.id)) service.hold(record.uid, null);
      for (const record of store.all().filter((old) => Date.parse(old.start) < now - retentionDays * DAY_MS)) {
        service.hold(record.uid, null);
        await store.delete(record.id);
      }
      await this.events.tidy(now);
    });
  }

  list = (): BookingRecord[] => this.options.store.all().sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));

  upcoming = (now = Date.now()): BookingRecord[] => this.options.store.upcoming(now);

  /** Books `start` for a clean post from address `ip`; resolves once the booking, its lead and the confirmation are on disk. */
  async book(judged: Judged, lead: Lead, start: number, page: string | undefined, ip: string, now = Date.now()) {
    const { service, store, leads } = this.options;
    const source = sourceOf(this.options.secret, ip);
    await service.recent(now);
    return service.exclusive(async (): Promise<BookingRecord | Refusal> => {
      const refused =
        service.state !== 'ok' ? 'unavailable' : (store.cap(lead.email, source, now) ?? (service.isFree(start, now) ? null : 'taken'));
      if (refused) {
        await leads.release(judged);
        if (refused === 'booked') await resendConfirmation(store, leads, (record) => this.about(record), lead.email, now);
        return { refused, slots: refused === 'unavailable' ? [] : service.offered(now) };
      }
      const id = randomBytes(16).toString('base64url');
      const bookedAt = new Date(now).toISOString();
      const phone = this.options.site().ownerCalls && lead.phone ? { phone: lead.phone } : {};
      const record = this.events.named({
        ...{ id, uid: ownId(id, leads.addresses.from), sequence: 0, start: slotStart(start), status: 'booked', source },
        ...{ name: lead.name, email: lead.email, ...phone, topic: lead.topic, leadId: judged.id, bookedAt, mailed: [bookedAt] },
        ...(page ? { page } : {}),
      });
      // The record with its event's name on disk before the event is written: after a crash, open() finds it.
      await store.save(record);
      const written = await this.events.write(record);
      if (written !== 'created') {
        await store.delete(record.id);
        await leads.release(judged);
        return { refused: written, slots: written === 'taken' ? service.offered(now) : [] };
      }
      try {
        service.hold(record.uid, this.span(record));
        const ics = invitation(record, 'REQUEST', 'owner', this.about(record));
        const confirmation = await composeVisitorMail(record, 'booked', this.about(record), now);
        const booking = { label: slotLabel(start), start: record.start, ics };
        await leads.keep(judged, lead, { now, booking, extra: [confirmation] });
      } catch (error) {
        service.hold(record.uid, null);
        await eraseBookings(store, this.options.calendar, (stored) => stored.id === record.id);
        throw error;
      }
      return record;
    });
  }

  inspect = (ref: BookingRef, now = Date.now()): LinkState => findBooking(this.options.secret, this.options.store, ref, now);

  /**
   * Cancels the booking of a valid link, or the owner's: the slot is free again, CANCEL to both, the CalDAV event
   * removed (or owed). Never refused: past the mailbox's mails of a day, a visitor's cancel tells the owner alone.
   */
  cancel(ref: BookingRef, change: Change, now = Date.now()): Promise<LinkState> {
    const { service, store, calendar } = this.options;
    return service.exclusive(async () => {
      const found = this.inspect(ref, now);
      if (found.state !== 'ok') return found;
      const record: BookingRecord = { ...found.record, status: 'cancelled', sequence: found.record.sequence + 1 };
      const toVisitor = change.by === 'owner' || store.mailsLeft(record.email, now) > 0;
      await this.commit(record, 'cancelled', { ...change, previous: found.record }, now, toVisitor);
      service.hold(record.uid, null);
      if (record.calendarName) await removeEvent(store, calendar, record.calendarName, record.uid);
      return { state: 'cancelled', record, justNow: true };
    });
  }

  /**
   * Moves the booking of a valid link (within store.moveCap), or the owner's, to `start`: same UID, higher SEQUENCE,
   * REQUEST to both. Its event moves first; when the calendar refuses, the booking stays where it was (`unwritable`).
   */
  async move(ref: BookingRef, start: number, change: Change, now = Date.now()): Promise<LinkState | Refusal<MoveRefusal>> {
    const { service, calendar, store } = this.options;
    await service.recent(now);
    return service.exclusive(async () => {
      const found = this.inspect(ref, now);
      if (found.state !== 'ok') return found;
      const old = found.record;
      const visitor = change.by === 'visitor';
      const capped = visitor ? store.moveCap(old, now) : null;
      if (capped || !service.isFree(start, now, old.uid)) return { refused: capped ?? 'taken', slots: service.offered(now) };
      const moves = visitor ? { moves: (old.moves ?? 0) + 1 } : {};
      const record = this.events.named({ ...old, ...moves, start: slotStart(start), sequence: old.sequence + 1 });
      // A calendar keeps one resource per UID (RFC 4791 no-uid-conflict): the old event goes first,
      // and comes back when the new slot's is refused.
      if (old.calendarName && !(await calendar?.remove(old.calendarName, old.uid).catch(() => false)))
        return { refused: 'unwritable', slots: [] };
      const written = await this.events.write(record);
      if (written !== 'created') {
        await this.events.restore(old);
        return { refused: written, slots: written === 'taken' ? service.offered(now) : [] };
      }
      await this.commit(record, 'moved', { ...change, previous: old }, now);
      service.hold(record.uid, this.span(record));
      return { state: 'ok', record };
    });
  }

  /** Art. 17 DSGVO: the bookings `which` picks deleted with their events, slots freed; an upcoming call cancelled first (by the owner). */
  async erase(which: (record: BookingRecord) => boolean, now = Date.now()): Promise<BookingRecord[]> {
    const { service, store, calendar } = this.options;
    for (const record of store.upcoming(now).filter(which)) await this.cancel({ id: record.id }, { by: 'owner', erasure: true }, now);
    return service.exclusive(async () => {
      const erased = await eraseBookings(store, calendar, which);
      for (const record of erased) service.hold(record.uid, null);
      return erased;
    });
  }

  booked = (record: BookingRecord) => bookedCall(record, this.about(record));

  manageUrl(record: BookingRecord): string {
    const token = signLink(this.options.secret, { id: record.id, sequence: record.sequence, expires: Date.parse(record.start) });
    return `${this.options.publicUrl}${MANAGE_PATH}/${token}`;
  }

  /** Queues the reminder mails due at `now` (reminders.ts), under the one lock: no move or cancel comes between. */
  remind = (now = Date.now()): Promise<number> =>
    this.options.service.exclusive(() => queueReminders(this.options.store, this.options.leads, (record) => this.about(record), now));

  /** Saves a changed booking and queues the mails to the owner and (`toVisitor`) the visitor – who acted, the owner's message – durably. */
  private async commit(record: BookingRecord, kind: MailKind, change: Change & { previous: BookingRecord }, now: number, toVisitor = true) {
    const { store, leads } = this.options;
    // A move asks for a reminder of the new time, unless its own mail goes less than a day before the call.
    if (kind === 'moved') record.remindedAt = Date.parse(record.start) - now < REMINDER_BEFORE_MS ? new Date(now).toISOString() : undefined;
    if (toVisitor) record.mailed = mailedNow(record, now);
    await store.save(record);
    await leads.enqueue({ message: await composeOwnerNote(record, kind, this.about(record), now, change) }, now);
    if (toVisitor) await leads.enqueue(await composeVisitorMail(record, kind, this.about(record), now, change), now);
  }

  /** What a booking's invitation and mails say besides its record: the addresses, the site and the booking's page. */
  about(record: BookingRecord): About {
    const { leads, publicUrl, site } = this.options;
    return { ...leads.addresses, siteUrl: publicUrl, manageUrl: this.manageUrl(record), site: site() };
  }

  private span(record: BookingRecord) {
    const start = Date.parse(record.start);
    return { start, end: start + this.options.service.options.hours.callMinutes * 60_000, uid: record.uid };
  }
}
