import type { FastifyBaseLogger } from 'fastify';
import { slotLabel, slotStart, type Slot } from '../../shared/booking.ts';
import type { Addresses } from '../contact/compose.ts';
import type { Judged, Leads } from '../contact/leads.ts';
import { newId } from '../contact/maildir-files.ts';
import type { Lead } from '../contact/validate.ts';
import type { ConflictRenderer } from '../routes/booking-post.ts';
import type { Calendar } from './calendar.ts';
import { invitation } from './invite.ts';
import { MANAGE_PATH, signLink, verifyLink } from './link.ts';
import { composeOwnerNote, composeVisitorMail, type MailKind } from './mail.ts';
import type { BookingService } from './service.ts';
import type { BookingRecord, BookingStore } from './store.ts';

/** Moves of one booking: each sends two mails. */
const MAX_SEQUENCE = 10;

interface DeskOptions {
  service: BookingService;
  store: BookingStore;
  calendar: Calendar | null;
  leads: Leads;
  addresses: Addresses;
  secret: string;
  publicUrl: string;
  retentionDays: number;
  log: FastifyBaseLogger;
}

/** Why a booking was refused: the slot is not free (any more), or a cap applies. */
export type Refusal = { refused: 'taken' | 'capped'; slots: Slot[] };

/** What a `/termin/<token>` link finds. */
export type LinkState =
  | { state: 'forged' }
  | { state: 'expired' | 'used'; record: BookingRecord }
  | { state: 'cancelled'; record: BookingRecord; justNow?: boolean }
  | { state: 'ok'; record: BookingRecord };

/**
 * The bookings: a post's slot checked and held under the one lock, stored durably with its lead
 * and the visitor's confirmation, written to a CalDAV calendar, and moved or cancelled through
 * the signed link. Every decision runs inside `service.exclusive`, after a fresh read of the calendar.
 */
export class BookingDesk {
  /** The no-JavaScript 409 page, set by the page routes (the form's page with the typed text kept); unset: a 303 with `?kontakt=belegt`. */
  conflictPage: ConflictRenderer | null = null;

  constructor(private readonly options: DeskOptions) {}

  /** Loads the stored bookings, holds the upcoming ones and deletes those past the retention. */
  async open(now = Date.now()): Promise<void> {
    const { store, service, retentionDays } = this.options;
    for (const record of await store.load()) {
      if (Date.parse(record.start) < now - retentionDays * 86_400_000) await store.delete(record.id);
      else if (record.status === 'booked') service.hold(record.uid, this.span(record));
    }
  }

  /** The bookings, newest first (the outbox tool, the digest). */
  list(): BookingRecord[] {
    return this.options.store.all().sort((a, b) => b.bookedAt.localeCompare(a.bookedAt));
  }

  /** Books `start` for a clean post; resolves once the booking, its lead and the confirmation are on disk. */
  book(judged: Judged, lead: Lead, start: number, page: string | undefined, now = Date.now()): Promise<BookingRecord | Refusal> {
    const { service, store, leads } = this.options;
    return service.exclusive(async () => {
      const capped = store.capped(lead.email, now);
      if (capped || !(await service.refresh(now)) || !service.isFree(start, now)) {
        await leads.release(judged);
        return { refused: capped ? 'capped' : 'taken', slots: service.offered(now) };
      }
      const id = store.newId();
      const record: BookingRecord = {
        ...{ id, uid: `${id}@${this.options.addresses.from.split('@')[1] ?? 'localhost'}`, sequence: 0, start: slotStart(start) },
        ...{
          status: 'booked',
          name: lead.name,
          email: lead.email,
          topic: lead.topic,
          leadId: judged.id,
          bookedAt: new Date(now).toISOString(),
        },
        ...(page ? { page } : {}),
      };
      if (!(await this.writeToCalendar(record))) {
        await leads.release(judged);
        return { refused: 'taken', slots: service.offered(now) };
      }
      try {
        await store.save(record);
        service.hold(record.uid, this.span(record));
        const ics = this.ics(record, 'REQUEST');
        const confirmation = await this.visitorMail(record, 'booked', now);
        await leads.keep(
          judged,
          lead,
          now,
          { label: slotLabel(start, service.hours.timeZone), start: record.start, uid: record.uid, ics },
          [confirmation],
        );
      } catch (error) {
        service.hold(record.uid, null);
        await store.delete(record.id);
        if (record.calendarName) await this.options.calendar?.remove(record.calendarName).catch(() => false);
        throw error;
      }
      return record;
    });
  }

  /** What the link in a confirmation finds now. */
  inspect(token: string, now = Date.now()): LinkState {
    const subject = verifyLink(this.options.secret, token);
    const record = subject && this.options.store.get(subject.id);
    if (!subject || !record) return { state: 'forged' };
    if (record.status === 'cancelled') return { state: 'cancelled', record };
    if (subject.sequence !== record.sequence) return { state: 'used', record };
    if (now >= subject.expires || now >= Date.parse(record.start)) return { state: 'expired', record };
    return { state: 'ok', record };
  }

  /** Cancels the booking of a valid link: the slot is free again, CANCEL to both, the CalDAV event removed. */
  cancel(token: string, now = Date.now()): Promise<LinkState> {
    return this.options.service.exclusive(async () => {
      const found = this.inspect(token, now);
      if (found.state !== 'ok') return found;
      const record: BookingRecord = { ...found.record, status: 'cancelled', sequence: found.record.sequence + 1 };
      await this.commit(record, 'cancelled', found.record, now);
      this.options.service.hold(record.uid, null);
      if (record.calendarName) await this.options.calendar?.remove(record.calendarName).catch(() => false);
      return { state: 'cancelled', record, justNow: true };
    });
  }

  /** Moves the booking of a valid link to `start`: same UID, higher SEQUENCE, REQUEST to both. */
  move(token: string, start: number, now = Date.now()): Promise<LinkState | Refusal> {
    const { service, calendar } = this.options;
    return service.exclusive(async () => {
      const found = this.inspect(token, now);
      if (found.state !== 'ok') return found;
      const old = found.record;
      if (old.sequence >= MAX_SEQUENCE || !(await service.refresh(now)) || !service.isFree(start, now, old.uid))
        return { refused: old.sequence >= MAX_SEQUENCE ? 'capped' : 'taken', slots: this.movable(old, now) };
      const record: BookingRecord = { ...old, start: slotStart(start), sequence: old.sequence + 1 };
      delete record.calendarName;
      // A calendar keeps one resource per UID (RFC 4791 no-uid-conflict): the old event goes first,
      // and comes back when the new slot's is refused.
      if (old.calendarName) await calendar?.remove(old.calendarName).catch(() => false);
      if (!(await this.writeToCalendar(record))) {
        if (old.calendarName) await this.writeToCalendar({ ...old });
        return { refused: 'taken', slots: this.movable(old, now) };
      }
      await this.commit(record, 'moved', old, now);
      service.hold(record.uid, this.span(record));
      return { state: 'ok', record };
    });
  }

  /** The slots a booking can move to: the offered ones, its own not blocking its neighbours. */
  movable(record: BookingRecord, now = Date.now()): Slot[] {
    const { service } = this.options;
    return service.offered(now, service.hours.offeredSlots + 1).filter((slot) => slot.start !== record.start);
  }

  /** The signed link to a booking's page. */
  manageUrl(record: BookingRecord): string {
    const token = signLink(this.options.secret, { id: record.id, sequence: record.sequence, expires: Date.parse(record.start) });
    return `${this.options.publicUrl}${MANAGE_PATH}/${token}`;
  }

  /** Saves a changed booking and queues the mails to the visitor and the owner, all durably. */
  private async commit(record: BookingRecord, kind: MailKind, previous: BookingRecord, now: number) {
    const { store, leads, addresses } = this.options;
    await store.save(record);
    const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
    const note = { ...this.mailOf(record, kind, now), id: newId(now), ics: this.ics(record, method) };
    await leads.enqueue(await composeOwnerNote(note, addresses, Date.parse(previous.start)), now);
    await leads.enqueue(await this.visitorMail(record, kind, now), now);
  }

  private visitorMail(record: BookingRecord, kind: MailKind, now: number): Promise<Buffer> {
    const ics = this.ics(record, kind === 'cancelled' ? 'CANCEL' : 'REQUEST');
    return composeVisitorMail({ ...this.mailOf(record, kind, now), ics }, this.options.addresses);
  }

  private mailOf(record: BookingRecord, kind: MailKind, now: number) {
    const { timeZone } = this.options.service.hours;
    return {
      id: newId(now),
      kind,
      start: Date.parse(record.start),
      timeZone,
      name: record.name,
      email: record.email,
      manageUrl: this.manageUrl(record),
    };
  }

  private ics(record: BookingRecord, method: 'REQUEST' | 'CANCEL' | null): string {
    const { hours } = this.options.service;
    const attendee = { name: record.name, email: record.email };
    const invite = {
      uid: record.uid,
      sequence: record.sequence,
      start: Date.parse(record.start),
      hours,
      organizer: this.options.addresses.to,
      attendee,
    };
    return invitation({ ...invite, manageUrl: this.manageUrl(record) }, method);
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
    const result = await calendar.create(name, this.ics(record, null)).catch((error: unknown) => ({ failed: String(error) }));
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
    return { start, end: start + this.options.service.hours.callMinutes * 60_000, uid: record.uid };
  }
}
