import ipaddr from 'ipaddr.js';
import { keyFor, signer } from '../signed-token.ts';
import type { BookingRecord, BookingStore } from './store.ts';

/**
 * The signed link to a booking's page, `/termin/<token>`: `<id>.<sequence>.<expires>.<mac>`, with a key of its own. It
 * expires when the call begins; it names the booking's SEQUENCE, so once the booking was moved or cancelled the old link
 * is used up, and only the newest mail's link works.
 */
type LinkSubject = Pick<BookingRecord, 'id' | 'sequence'> & { expires: number };

const linkSigner = (secret: string) => signer(keyFor(secret, 'booking-link'));

export function signLink(secret: string, { id, sequence, expires }: LinkSubject): string {
  return linkSigner(secret).sign(`${id}.${sequence}.${Math.floor(expires / 1000).toString(36)}`);
}

/** The link's subject when the signature is genuine, else null; expiry is the caller's to judge (it shows its own page). */
function verifyLink(secret: string, token: string): LinkSubject | null {
  const parts = token.length > 200 ? [] : (linkSigner(secret).verify(token)?.split('.') ?? []);
  const [id = '', sequence = '', expires = ''] = parts;
  if (parts.length !== 3 || !/^[\w-]{1,64}$/.test(id) || !/^\d{1,6}$/.test(sequence)) return null;
  return { id, sequence: Number(sequence), expires: parseInt(expires, 36) * 1000 };
}

/** A booking as its visitor names it, by the token of his link, or as the owner does, by its id. */
export type BookingRef = string | { id: string };

/** What a `/termin/<token>` link finds (`unknown`: a genuine link to a booking another form server holds), or the owner by id. */
export type LinkState =
  | { state: 'forged' | 'unknown' | 'expired' }
  | { state: 'used'; record: BookingRecord }
  | { state: 'cancelled'; record: BookingRecord; justNow?: boolean }
  | { state: 'ok'; record: BookingRecord };

/** What `ref` finds now: a link is judged by its signature, sequence and expiry; the owner's id by the call's start alone. */
export function findBooking(secret: string, store: Pick<BookingStore, 'get'>, ref: BookingRef, now: number): LinkState {
  const subject = typeof ref === 'string' ? verifyLink(secret, ref) : { id: ref.id, sequence: null, expires: Infinity };
  if (!subject) return { state: 'forged' };
  const record = store.get(subject.id);
  if (!record) return { state: now >= subject.expires ? 'expired' : 'unknown' };
  if (record.status === 'cancelled') return { state: 'cancelled', record };
  if (subject.sequence !== null && subject.sequence !== record.sequence) return { state: 'used', record };
  if (now >= subject.expires || now >= Date.parse(record.start)) return { state: 'expired' };
  return { state: 'ok', record };
}

/** The source address as a booking keeps it for its cap: a keyed hash of the IPv4 address or the IPv6 /64, never the address. */
export function sourceOf(secret: string, ip: string): string {
  const address = ipaddr.isValid(ip) ? ipaddr.process(ip) : ip;
  const ipv6 = typeof address !== 'string' && address.kind() === 'ipv6';
  return linkSigner(secret).mac(`source ${ipv6 ? address.toNormalizedString().split(':').slice(0, 4).join(':') : String(address)}`);
}
