// Data-subject requests: access (Art. 15 DSGVO) and erasure (Art. 17) by e-mail address or phone number (a callback
// has no address), through one door for everything a visitor left: the lead store's messages and the bookings with their
// events; and a message deleted by id. The owner's pages and `npm run outbox` both use it.
import { readFile, unlink } from 'node:fs/promises';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { checkEmail, checkPhone, PHONE_PATTERN } from '../../shared/contact-rules.ts';
import { phoneDigits } from '../../shared/format.ts';
import { STATES, type MaildirStore, type Entry } from './maildir.ts';
import { unlessMissing } from './maildir-files.ts';

/** Every message in the store, all states, oldest first within each state. */
export async function allEntries(store: MaildirStore): Promise<Entry[]> {
  return (await Promise.all(STATES.map((state) => store.list(state)))).flat();
}

/** A stored message, parsed by mailparser, with its X-Lead-* headers as `lead`; null when it was moved meanwhile. */
export async function readMessage(entry: Entry) {
  const file = await unlessMissing(readFile(entry.file));
  if (!file) return null;
  const mail = await simpleParser(file);
  return {
    id: entry.id,
    state: entry.state,
    storedAt: new Date(entry.mtimeMs).toISOString(),
    date: mail.date?.toISOString() ?? null,
    subject: mail.subject ?? null,
    from: formatted(mail.from),
    to: formatted(mail.to),
    replyTo: formatted(mail.replyTo),
    lead: Object.fromEntries(
      [...mail.headers]
        .filter(([name]) => name.startsWith('x-lead-'))
        .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
    ),
    text: mail.text ?? '',
    /** A mail the site wrote itself (a visitor's booking confirmation, a note to the owner, the digest); null for a lead. */
    own: ownKind(mail.headers),
    addresses: [mail.from, mail.to, mail.cc, mail.replyTo].flatMap(addressesOf),
    // A lead's „Rückruf:“ line, a confirmation's number (its spaces no-break), one a message names.
    phones: (mail.text?.replace(/\u00a0/g, ' ').match(NUMBERS) ?? []).map(phoneDigits),
  };
}

const NUMBERS = new RegExp(PHONE_PATTERN, 'gu');

/** Whom a request names: an e-mail address (case folded) or a phone number (phoneDigits: „040 23806150“ is „+49 40 2380-6150“). */
export type Subject = { email: string } | { phone: string };

/** The subject of what the owner typed, or null when it is neither an address nor a number. */
export function subjectOf(typed: string): Subject | null {
  const value = typed.trim();
  if (!checkEmail(value)) return { email: value.toLowerCase() };
  return value && !checkPhone(value) ? { phone: phoneDigits(value) } : null;
}

/** A booking as a request sees it (server/booking/store.ts BookingRecord is one: the contact room knows no booking's module). */
interface Call {
  email: string;
  phone?: string | undefined;
  start: string;
  status: string;
}

/** The bookings of a subject: by the address they were booked with, or the number to call. */
const bookingsOf = (subject: Subject) => (record: Call) =>
  'email' in subject ? record.email.toLowerCase() === subject.email : phoneDigits(record.phone ?? '') === subject.phone;

/** Where a visitor's requests are kept: the lead store, and the bookings (BookingDesk, or the store and calendar for the CLI). */
export interface VisitorData<C extends Call = Call> {
  leads: MaildirStore;
  bookings: { list(): C[]; erase(which: (record: C) => boolean, now?: number): Promise<C[]> };
}

/** The subject's calls still ahead, which an erasure cancels first. */
export const upcomingCalls = <C extends Call>({ bookings }: VisitorData<C>, subject: Subject, now = Date.now()) =>
  bookings.list().filter((record) => bookingsOf(subject)(record) && record.status === 'booked' && Date.parse(record.start) > now);

/**
 * The messages that hold the subject – an address in From, To, Cc or Reply-To, or a number in the text – and, for a
 * number, the site's own mails about its bookings (a cancellation names no number); by id.
 */
async function holding(leads: MaildirStore, subject: Subject, bookings: Call[]) {
  const booked = new Set(bookings.map((record) => record.email.toLowerCase()));
  const found = new Map<string, Message>();
  for (const entry of await allEntries(leads)) {
    const message = found.has(entry.id) ? null : await readNow(leads, entry);
    if (!message) continue;
    const { addresses, phones } = message;
    const own = message.own !== null && addresses.some((address) => booked.has(address));
    if ('email' in subject ? addresses.includes(subject.email) : phones.includes(subject.phone) || own) found.set(entry.id, message);
  }
  return found;
}

type Message = NonNullable<Awaited<ReturnType<typeof readMessage>>>;

/** readMessage, or where the message is now when it moved while being read (delivered: new/ to cur/). */
async function readNow(leads: MaildirStore, entry: Entry) {
  const message = await readMessage(entry);
  const moved = message ? undefined : (await allEntries(leads)).find((e) => e.id === entry.id && e.file !== entry.file);
  return message ?? (moved ? await readMessage(moved) : null);
}

export async function exportBy<C extends Call>(visitor: VisitorData<C>, subject: Subject) {
  const bookings = visitor.bookings.list().filter(bookingsOf(subject));
  const found = await holding(visitor.leads, subject, bookings);
  return { messages: [...found.values()].map(({ addresses: _a, phones: _p, ...exported }) => exported), bookings };
}

/** No message has the id asked for, or several begin with it. */
export type NotFound = { error: 'not-found' | 'ambiguous'; matches: number };

/** The one id among `entries` that is `wanted` or starts with it (an exact match wins). */
export function resolveId(entries: Entry[], wanted: string): { id: string } | NotFound {
  const exact = entries.some((e) => e.id === wanted);
  const ids = new Set(entries.filter((e) => (exact ? e.id === wanted : e.id.startsWith(wanted))).map((e) => e.id));
  if (wanted === '' || ids.size !== 1) return { error: ids.size === 0 || wanted === '' ? 'not-found' : 'ambiguous', matches: ids.size };
  return { id: [...ids][0]! };
}

/** Deletes the message with this id (or a unique prefix of one) from every folder it is in. */
export async function deleteById(store: MaildirStore, wanted: string): Promise<{ deleted: Entry[] } | NotFound> {
  const match = resolveId(await allEntries(store), wanted);
  if ('error' in match) return match;
  return { deleted: await unlinkIds(store, new Set([match.id])) };
}

/** Deletes every file of these messages; one the delivery moves meanwhile (new/ to cur/) is looked for again where it is now. */
async function unlinkIds(store: MaildirStore, ids: Set<string>): Promise<Entry[]> {
  const deleted: Entry[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const [entries, before] = [(await allEntries(store)).filter((entry) => ids.has(entry.id)), deleted.length];
    for (const entry of entries) if (await unlessMissing(unlink(entry.file).then(() => true))) deleted.push(entry);
    if (deleted.length - before === entries.length) break;
  }
  return deleted;
}

/**
 * Erasure (Art. 17 DSGVO): the subject's bookings (records and calendar events; an upcoming call is cancelled first, so
 * its visitor and the owner are told) and every message that holds it, with their delivery errors. The cancellation's
 * own mails are listed after the messages were, so they still go out; marked X-Erase-When-Sent, the delivery deletes
 * them once the relay took them (MaildirStore.markSent).
 */
export async function eraseBy<C extends Call>(visitor: VisitorData<C>, subject: Subject, now = Date.now()) {
  const { leads, bookings } = visitor;
  const cancelled = upcomingCalls(visitor, subject, now);
  const found = await holding(leads, subject, bookings.list().filter(bookingsOf(subject)));
  const erased = await bookings.erase(bookingsOf(subject), now);
  const messages = await unlinkIds(leads, new Set(found.keys()));
  const errors = await leads.deliveryErrors();
  const names = new Set(messages.map((entry) => entry.id));
  const kept = Object.fromEntries(Object.entries(errors).filter(([name]) => !names.has(name)));
  if (Object.keys(kept).length < Object.keys(errors).length) await leads.saveDeliveryErrors(kept);
  return { messages, bookings: erased, cancelled };
}

/** Which of the site's own mails a message is, by its headers (a visitor's has its own envelope); null for a lead (or a file of unknown origin). */
function ownKind(headers: ParsedMail['headers']): 'confirmation' | 'note' | 'digest' | null {
  if (headers.has('x-stats-digest')) return 'digest';
  if (headers.has('envelope-to')) return 'confirmation';
  return !headers.has('x-lead-id') && headers.has('x-lead-booking') ? 'note' : null;
}

/** An address header's objects: mailparser gives one, several or none. */
const objectsOf = (field: AddressObject | AddressObject[] | undefined) => (field === undefined ? [] : [field].flat());
const formatted = (field: AddressObject | AddressObject[] | undefined) => objectsOf(field).map((object) => object.text);

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const flat = (list: AddressObject['value']): string[] =>
    list.flatMap((a) => [...(a.address ? [a.address.toLowerCase()] : []), ...flat(a.group ?? [])]);
  return objectsOf(field).flatMap((object) => flat(object.value));
}
