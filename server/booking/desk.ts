import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { slotStart, type SlotDay } from '../../shared/booking.ts';
import { slotLabel } from '../../shared/clock.ts';
import { bookingNeedsPhone } from '../../shared/content/booking.ts';
import type { Judged, Leads } from '../contact/leads.ts';
import { allEntries } from '../contact/subject-requests.ts';
import type { Lead } from '../contact/validate.ts';
import type { Calendar } from './calendar.ts';
import { findBooking, MANAGE_PATH, signLink, sourceOf, type BookingRef, type LinkState } from './link.ts';
import { invitation, type About } from './invite.ts';
import { composeOwnerNote, composeVisitorMail, type MailKind } from './mail.tsx';
import type { SlotService } from './slot-service.ts';
import { eraseBookings, mailedNow, type BookingRecord, type BookingStore } from './store.ts';

interface DeskOptions {
  service: SlotService;
  store: BookingStore;
  calendar: Calendar | null;
  leads: Leads;
  secret: string;
  publicUrl: string;
  retentionDays: number;
  log: FastifyBaseLogger;
}

/**
 * Why a booking or a move was refused, with the free slots instead: the slot is taken, the calendar
 * unreadable, a cap applies (store.ts MAILBOX_CAP: the mailbox has a call booked – its confirmation
 * goes out again –, or booked or was mailed enough today; the source address; a visitor's moves).
 */
export type Refusal<R = 'taken' | 'unavailable' | 'booked' | 'mailbox' | 'source'> = { refused: R; slots: SlotDay[] };

/**
 * The bookings: a post's slot checked and held under the one lock, stored durably with its lead
 * and the visitor's confirmation, written to a CalDAV calendar, and moved or cancelled through
 * the signed link. Every decision runs inside `service.exclusive`, on a read of the last minute (service.recent).
 */
export class BookingDesk {
  constructor(private readonly options: DeskOptions) {}

  /**
   * Loads the stored bookings and holds the upcoming ones. A booking whose lead is not in the store
   * was cut short by a crash before its answer (the record is written first): nobody was told
   * success, so it is dropped and its slot freed.
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
        if (record.calendarName) await this.options.calendar?.remove(record.calendarName).catch(() => false);
        await store.delete(record.id);
      }
    }
    await this.tidy(now);
  }

  /**
   * The periodic tick's housekeeping (and the boot's), under the one lock: the store is read again
   * from disk, so a booking that `npm run outbox -- erase` deleted frees its slot and leaves the
   * owner's page; the bookings whose call is more than LEAD_RETENTION_DAYS past are deleted.
   */
  tidy(now = Date.now()): Promise<void> {
    const { store, service, retentionDays } = this.options;
    return service.exclusive(async () => {
      const before = store.all();
      await store.load();
      for (const record of before) if (!store.get(record.id)) service.hold(record.uid, null);
      for (const record of store.all().filter((old) => Date.parse(old.start) < now - retentionDays * 86_400_000)) {
        service.hold(record.uid, null);
        await store.delete(record.id);
      }
    });
  }

  /** The bookings, newest first (the outbox tool, the digest). */
  list = (): BookingRecord[] => this.options.store.all().sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));

  /** The booked calls still ahead, soonest first (the owner's pages). */
  upcoming = (now = Date.now()): BookingRecord[] => this.options.store.upcoming(now);

  /** Books `start` for a clean post from address `ip`; resolves once the booking, its lead and the confirmation are on disk. */
  async book(judged: Judged, lead: Lead, start: number, page: string | undefined, ip: string, now = Date.now()) {
    const { service, store, leads } = this.options;
    const source = sourceOf(this.options.secret, ip);
    await service.recent(now);
    return service.exclusive(async (): Promise<BookingRecord | Refusal> => {
      const refused =
        service.state !== 'ok' ? 'unavailable' : (store.cap(lead.email, source, now) ?? (service.isFree(start, now) ? null : 'taken'));
      const id = randomBytes(16).toString('base64url');
      const record: BookingRecord = {
        ...{ id, uid: `${id}@${this.options.leads.addresses.from.split('@')[1] ?? 'localhost'}`, sequence: 0, start: slotStart(start) },
        ...{
          status: 'booked',
          source,
          name: lead.name,
          email: lead.email,
          ...(bookingNeedsPhone() && lead.phone ? { phone: lead.phone } : {}),
          topic: lead.topic,
          leadId: judged.id,
          bookedAt: new Date(now).toISOString(),
          mailed: [new Date(now).toISOString()],
        },
        ...(page ? { page } : {}),
      };
      if (refused || !(await this.writeToCalendar(record))) {
        await leads.release(judged);
        if (refused === 'booked') await this.resend(lead.email, now);
        return { refused: refused ?? 'taken', slots: service.offered(now) };
      }
      try {
        await store.save(record);
        service.hold(record.uid, this.span(record));
        const ics = invitation(record, 'REQUEST', 'owner', this.about(record));
        const confirmation = await composeVisitorMail(record, 'booked', this.about(record), now);
        const booking = { label: slotLabel(start), start: record.start, ics };
        await leads.keep(judged, lead, { now, booking, extra: [confirmation] });
      } catch (error) {
        service.hold(record.uid, null);
        await store.delete(record.id);
        if (record.calendarName) await this.options.calendar?.remove(record.calendarName).catch(() => false);
        throw error;
      }
      return record;
    });
  }

  /** What the link in a confirmation (its token), or the owner (the booking's id), finds now. */
  inspect = (ref: BookingRef, now = Date.now()): LinkState => findBooking(this.options.secret, this.options.store, ref, now);

  /**
   * Cancels the booking of a valid link, or the owner's: the slot is free again, CANCEL to both, the
   * CalDAV event removed. Never refused: past the mailbox's mails of a day, a link's tells the owner alone.
   */
  cancel(ref: BookingRef, now = Date.now()): Promise<LinkState> {
    return this.options.service.exclusive(async () => {
      const found = this.inspect(ref, now);
      if (found.state !== 'ok') return found;
      const record: BookingRecord = { ...found.record, status: 'cancelled', sequence: found.record.sequence + 1 };
      const toVisitor = typeof ref !== 'string' || this.options.store.mailsLeft(record.email, now) > 0;
      await this.commit(record, 'cancelled', found.record, now, toVisitor);
      this.options.service.hold(record.uid, null);
      if (record.calendarName) await this.options.calendar?.remove(record.calendarName).catch(() => false);
      return { state: 'cancelled', record, justNow: true };
    });
  }

  /** Moves the booking of a valid link (within store.moveCap), or the owner's, to `start`: same UID, higher SEQUENCE, REQUEST to both. */
  async move(ref: BookingRef, start: number, now = Date.now()): Promise<LinkState | Refusal<'taken' | 'capped' | 'mails'>> {
    const { service, calendar, store } = this.options;
    await service.recent(now);
    return service.exclusive(async () => {
      const found = this.inspect(ref, now);
      if (found.state !== 'ok') return found;
      const old = found.record;
      const capped = typeof ref === 'string' ? store.moveCap(old, now) : null;
      if (capped || !service.isFree(start, now, old.uid)) return { refused: capped ?? 'taken', slots: service.offered(now) };
      const record: BookingRecord = { ...old, start: slotStart(start), sequence: old.sequence + 1 };
      if (typeof ref === 'string') record.moves = (old.moves ?? 0) + 1;
      delete record.calendarName;
      // A calendar keeps one resource per UID (RFC 4791 no-uid-conflict): the old event goes first,
      // and comes back when the new slot's is refused.
      if (old.calendarName) await calendar?.remove(old.calendarName).catch(() => false);
      if (!(await this.writeToCalendar(record))) {
        if (old.calendarName) await this.writeToCalendar({ ...old });
        return { refused: 'taken', slots: service.offered(now) };
      }
      await this.commit(record, 'moved', old, now);
      service.hold(record.uid, this.span(record));
      return { state: 'ok', record };
    });
  }

  /** A second booking with the address of an upcoming one: that one's confirmation again, once a day within the mailbox's mails. */
  private async resend(email: string, now: number) {
    const [record] = this.options.store.upcoming(now, email);
    if (!record || (record.resentAt && now - Date.parse(record.resentAt) < 86_400_000) || !this.options.store.mailsLeft(email, now)) return;
    const resent = { ...record, resentAt: new Date(now).toISOString(), mailed: mailedNow(record, now) };
    await this.options.store.save(resent);
    await this.options.leads.enqueue(await composeVisitorMail(resent, 'booked', this.about(resent), now), now);
  }

  /** Art. 17 DSGVO: the bookings `which` picks deleted with their events, slots freed; an upcoming call cancelled first (by the owner). */
  async erase(which: (record: BookingRecord) => boolean, now = Date.now()): Promise<BookingRecord[]> {
    const { service, store, calendar } = this.options;
    for (const record of store.upcoming(now).filter(which)) await this.cancel({ id: record.id }, now);
    return service.exclusive(async () => {
      const erased = await eraseBookings(store, calendar, which);
      for (const record of erased) service.hold(record.uid, null);
      return erased;
    });
  }

  /** The signed link to a booking's page. */
  manageUrl(record: BookingRecord): string {
    const token = signLink(this.options.secret, { id: record.id, sequence: record.sequence, expires: Date.parse(record.start) });
    return `${this.options.publicUrl}${MANAGE_PATH}/${token}`;
  }

  /** Saves a changed booking and queues the mails to the owner and (`toVisitor`) the visitor, all durably. */
  private async commit(record: BookingRecord, kind: MailKind, previous: BookingRecord, now: number, toVisitor = true) {
    const { store, leads } = this.options;
    if (toVisitor) record.mailed = mailedNow(record, now);
    await store.save(record);
    await leads.enqueue({ message: await composeOwnerNote(record, kind, previous, this.about(record), now) }, now);
    if (toVisitor) await leads.enqueue(await composeVisitorMail(record, kind, this.about(record), now), now);
  }

  /** What a booking's invitation and mails say besides its record: the addresses and the booking's page. */
  about(record: BookingRecord): About {
    return { ...this.options.leads.addresses, manageUrl: this.manageUrl(record) };
  }

  /**
   * Writes the event into a CalDAV calendar with If-None-Match: * under a name made from the slot,
   * so two servers booking one slot cannot both succeed: false when the slot's event exists already.
   * Any other failure is logged and the booking goes on (the owner's lead mail carries the .ics).
   */
  private async writeToCalendar(record: BookingRecord): Promise<boolean> {
    const { calendar, log } = this.options;
    if (calendar?.kind !== 'caldav') return true;
    const name = `termin-${record.start.replace(/[-:]/g, '')}`;
    const event = invitation(record, null, 'owner', this.about(record));
    const result = await calendar.create(name, event).catch((error: unknown) => ({ failed: String(error) }));
    if (result === 'taken') return false;
    if (result === 'created') record.calendarName = name;
    else
      log.warn(
        { bookingId: record.id, reason: result.failed },
        'booking: the event could not be written to the CalDAV calendar; the lead mail carries it',
      );
    return true;
  }

  private span(record: BookingRecord) {
    const start = Date.parse(record.start);
    return { start, end: start + this.options.service.options.hours.callMinutes * 60_000, uid: record.uid };
  }
}
