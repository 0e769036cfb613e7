// Data-subject requests: access (Art. 15 DSGVO) and erasure (Art. 17) by e-mail address, through
// one door for everything a visitor left – the messages in the lead store (the MIME files
// nodemailer wrote, read by mailparser) and the bookings with their events in the owner's
// calendar – and a message by id. The owner's pages and `npm run outbox` both use it.
import { readFile, unlink } from 'node:fs/promises';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { BookingRecord } from '../booking/store.ts';
import { STATES, type MaildirStore, type Entry } from './maildir.ts';
import { unlessMissing } from './maildir-files.ts';

/** Every message in the store, all states, oldest first within each state. */
export async function allEntries(store: MaildirStore): Promise<Entry[]> {
  return (await Promise.all(STATES.map((state) => store.list(state)))).flat();
}

/**
 * A stored message, parsed (mailparser decodes headers and the quoted-printable text), with its
 * X-Lead-* headers (topic, spam reason) as `lead`; null when it was moved meanwhile.
 */
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
  };
}

/** Where a visitor's requests are kept: the lead store, and the bookings (BookingDesk, or the store and calendar for the CLI). */
export interface VisitorData {
  leads: MaildirStore;
  bookings: { list(): BookingRecord[]; erase(email: string): Promise<BookingRecord[]> };
}

/** The messages whose From, To, Cc or Reply-To holds the address (case-insensitive), and its bookings. */
export async function exportByEmail({ leads, bookings }: VisitorData, email: string) {
  const wanted = email.trim().toLowerCase();
  const messages = [];
  for (const entry of await allEntries(leads)) {
    const message = await readMessage(entry);
    if (!message?.addresses.includes(wanted)) continue;
    const { addresses: _addresses, ...exported } = message;
    messages.push(exported);
  }
  return { messages, bookings: bookings.list().filter((record) => record.email.toLowerCase() === wanted) };
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

/**
 * Deletes the message with this id (or a unique prefix of one) from every folder it is in:
 * pending, sent and quarantine.
 */
export async function deleteById(store: MaildirStore, wanted: string): Promise<{ deleted: Entry[] } | NotFound> {
  const entries = await allEntries(store);
  const match = resolveId(entries, wanted);
  if ('error' in match) return match;
  return { deleted: await unlinkAll(entries.filter((e) => e.id === match.id)) };
}

/** Deletes these messages' files; one gone meanwhile (moved or deleted) is left out of the answer. */
async function unlinkAll(entries: Entry[]): Promise<Entry[]> {
  const deleted: Entry[] = [];
  for (const entry of entries) if (await unlessMissing(unlink(entry.file).then(() => true))) deleted.push(entry);
  return deleted;
}

/**
 * Erasure by address (Art. 17 DSGVO): its bookings (records and calendar events) and every
 * message whose From, To, Cc or Reply-To holds it, from every folder, with their delivery
 * errors; returns what it deleted.
 */
export async function eraseByEmail({ leads, bookings }: VisitorData, email: string) {
  const wanted = email.trim().toLowerCase();
  const erased = await bookings.erase(wanted);
  const holding: Entry[] = [];
  for (const entry of await allEntries(leads)) if ((await readMessage(entry))?.addresses.includes(wanted)) holding.push(entry);
  const messages = await unlinkAll(holding);
  const errors = await leads.deliveryErrors();
  const names = new Set(messages.map((entry) => entry.id));
  const kept = Object.fromEntries(Object.entries(errors).filter(([name]) => !names.has(name)));
  if (Object.keys(kept).length < Object.keys(errors).length) await leads.saveDeliveryErrors(kept);
  return { messages, bookings: erased };
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
