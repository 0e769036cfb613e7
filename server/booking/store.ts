import { mkdir, readdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { DAY_MS, slotLabel } from '../../shared/clock.ts';
import { DIR_MODE, fsyncDirectory, writeDurably } from '../durable-file.ts';
import type { Calendar } from './calendar.ts';

/**
 * Per mailbox (BookingStore.cap): upcoming calls, bookings a day (cancelled ones included), and
 * mails about its bookings in any 24 hours – the confirmations, moves and cancellations a stranger's
 * address can be sent through the form and a link. A visitor moves a call through its link at most `moves` times.
 */
const MAILBOX_CAP = { upcoming: 1, today: 2, mails: 6, moves: 3 };
/** Per source address, an IPv6 /64 as one: upcoming calls it holds, and bookings a day (a ceiling on mails to strangers). */
const SOURCE_CAP = { upcoming: 2, today: 4 };

/** A booked call as DATA_DIR/bookings/<id>.json keeps it. */
export interface BookingRecord {
  /** The file's name and the cancel link's subject: 16 random bytes, base64url. */
  id: string;
  /** The iCalendar UID, stable across moves. */
  uid: string;
  /** Raised by each move and the cancellation (RFC 5546). */
  sequence: number;
  /** The call's start, as the form's value (`2026-12-01T08:30:00Z`). */
  start: string;
  status: 'booked' | 'cancelled';
  name: string;
  email: string;
  /** The number the owner calls (when he does: shared/content/calls.ts callHow). */
  phone?: string;
  topic: string;
  /** The lead (owner's mail) the booking came with. */
  leadId: string;
  bookedAt: string;
  /** The source address as a keyed hash (link.ts sourceOf), for the cap per address. */
  source?: string;
  /** The page the form was on (statistics), e.g. `/keynotes`. */
  page?: string;
  /** Its event's name in a CalDAV calendar, without .ics (events.ts BookingEvents.named); kept after a cancellation. */
  calendarName?: string;
  /** When the confirmation was last sent again (a second booking with the same address asks for it). */
  resentAt?: string;
  /** When the reminder for this time was queued (reminders.ts), or a move less than a day ahead made it needless. */
  remindedAt?: string | undefined;
  /** When the visitor was mailed about it in the last 24 hours (MAILBOX_CAP.mails), oldest first. */
  mailed?: string[];
  /** Moves the visitor made through the link (MAILBOX_CAP.moves); the owner's are not counted. */
  moves?: number;
}

/**
 * The bookings, one JSON file each, written durably (writeDurably) so that a booking answered with success survives a
 * crash. All of them are kept in memory: the caps (per mailbox and source address) and the housekeeping bound their number.
 */
export class BookingStore {
  readonly dir: string;
  private records = new Map<string, BookingRecord>();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'bookings');
  }

  /** Reads every booking anew (a file another process deleted is gone); a file that cannot be parsed is left for a person. */
  async load(): Promise<BookingRecord[]> {
    await mkdir(this.dir, { recursive: true, mode: DIR_MODE });
    const read = new Map<string, BookingRecord>();
    for (const name of await readdir(this.dir)) {
      if (!name.endsWith('.json')) continue;
      try {
        const record = JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as BookingRecord;
        read.set(record.id, record);
      } catch {
        // Not a booking this server wrote, or deleted while being read.
      }
    }
    this.records = read;
    return this.all();
  }

  all(): BookingRecord[] {
    return [...this.records.values()];
  }

  get(id: string): BookingRecord | undefined {
    return this.records.get(id);
  }

  async save(record: BookingRecord): Promise<void> {
    await this.write(`${record.id}.json`, JSON.stringify(record));
    this.records.set(record.id, record);
  }

  /**
   * Notes durably that event `name` of booking `uid` is to go from the owner's calendar: a removal that failed, or a
   * write whose outcome is unknown. BookingDesk.tidy tries again until it is done. The file names no person.
   */
  owe(name: string, uid: string): Promise<void> {
    return this.write(owedFile(name, uid), '');
  }

  async owed(): Promise<Array<{ name: string; uid: string }>> {
    const files = (await readdir(this.dir).catch(() => [])).filter((file) => file.endsWith('.remove'));
    return files.map((file) => file.split('.')).map(([name = '', uid = '']) => ({ name, uid: Buffer.from(uid, 'base64url').toString() }));
  }

  async settle(name: string, uid: string): Promise<void> {
    await unlink(path.join(this.dir, owedFile(name, uid))).catch(() => {});
  }

  private async write(file: string, data: string) {
    await mkdir(this.dir, { recursive: true, mode: DIR_MODE });
    await writeDurably(path.join(this.dir, file), data);
  }

  /** The upcoming calls, soonest first; with `email`, its mailbox's alone (case and `+tags` folded: `victim+1@x` is `victim@x`). */
  upcoming(now: number, email?: string): BookingRecord[] {
    const mailbox = email === undefined ? undefined : mailboxOf(email);
    return this.all()
      .filter((record) => record.status === 'booked' && Date.parse(record.start) > now)
      .filter((record) => mailbox === undefined || mailboxOf(record.email) === mailbox)
      .sort((a, b) => a.start.localeCompare(b.start));
  }

  /**
   * The cap a new booking for `email` from `source` would pass (MAILBOX_CAP, SOURCE_CAP), null when none. No cap for all
   * visitors together: a stranger cannot lock others out.
   */
  cap(email: string, source: string, now: number): 'booked' | 'mailbox' | 'source' | null {
    const today = new Date(now).toISOString().slice(0, 10);
    const todays = (ours: (record: BookingRecord) => boolean) => this.all().filter((r) => ours(r) && r.bookedAt.startsWith(today)).length;
    if (this.upcoming(now, email).length >= MAILBOX_CAP.upcoming) return 'booked';
    if (todays((record) => mailboxOf(record.email) === mailboxOf(email)) >= MAILBOX_CAP.today || this.mailsLeft(email, now) === 0)
      return 'mailbox';
    const upcoming = this.upcoming(now).filter((record) => record.source === source).length;
    return upcoming >= SOURCE_CAP.upcoming || todays((record) => record.source === source) >= SOURCE_CAP.today ? 'source' : null;
  }

  /** How many more mails `email`'s mailbox may be sent about bookings now, counted from the records (they survive a restart). */
  mailsLeft(email: string, now: number): number {
    const ours = this.all().filter((record) => mailboxOf(record.email) === mailboxOf(email));
    return Math.max(0, MAILBOX_CAP.mails - ours.flatMap((record) => recentMails(record, now)).length);
  }

  /** The cap a visitor's move of `record` through its link would pass: its moves (`capped`), or its mailbox's mails of a day. */
  moveCap(record: BookingRecord, now: number): 'capped' | 'mails' | null {
    if ((record.moves ?? 0) >= MAILBOX_CAP.moves) return 'capped';
    return this.mailsLeft(record.email, now) ? null : 'mails';
  }

  async delete(id: string): Promise<void> {
    this.records.delete(id);
    await unlink(path.join(this.dir, `${id}.json`)).catch(() => {});
    await fsyncDirectory(this.dir).catch(() => {});
  }
}

/** „Mo., 7.\u00a0Dez., 15:00\u00a0Uhr“: a booking's start as its mails and the owner's pages name it. */
export const whenOf = (record: Pick<BookingRecord, 'start'>) => slotLabel(Date.parse(record.start));

const mailboxOf = (email: string) => email.toLowerCase().replace(/\+[^@]*(?=@[^@]*$)/, '');
const recentMails = (record: BookingRecord, now: number) => (record.mailed ?? []).filter((at) => Date.parse(at) > now - DAY_MS);

/** A record's `mailed` with one more mail to its visitor at `now` (those past a day dropped: they count no more). */
export const mailedNow = (record: BookingRecord, now: number): string[] => [...recentMails(record, now), new Date(now).toISOString()];

type Remover = Pick<Calendar, 'remove'> | null;

const owedFile = (name: string, uid: string) => `${name}.${Buffer.from(uid).toString('base64url')}.remove`;

/** Removes booking `uid`'s event `name` from the owner's calendar while it is ours; a removal that fails is owed (BookingStore.owe). */
export async function removeEvent(store: BookingStore, calendar: Remover, name: string, uid: string) {
  if (!(await calendar?.remove(name, uid).catch(() => false))) await store.owe(name, uid);
}

/**
 * Every booking `which` picks: its event removed (or owed: the server's tidy removes it), its record deleted; returns
 * what went. A running server notices the CLI's erasure at its next tick (BookingDesk.tidy).
 */
export async function eraseBookings(store: BookingStore, calendar: Remover, which: (record: BookingRecord) => boolean) {
  const erased = store.all().filter(which);
  for (const record of erased) {
    if (record.calendarName) await removeEvent(store, calendar, record.calendarName, record.uid);
    await store.delete(record.id);
  }
  return erased;
}
