/**
 * When the free first call („Kostenloses Erstgespräch“) can be booked and how it happens. The
 * owner edits these values; the server offers every slot on the grid inside the hours that his
 * calendar (CALENDAR_URL) shows free, with the buffer around each busy event.
 */
import { identity } from './identity.ts';

/** A day's bookable span in wall-clock time, `HH:MM`. */
interface Span {
  from: `${number}:${number}`;
  to: `${number}:${number}`;
}

export interface BookableHours {
  /** The IANA zone the hours, the labels and the invitation are written in. */
  timeZone: string;
  /** Bookable hours per ISO weekday (1 = Monday … 7 = Sunday); a missing day has none. */
  days: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly Span[]>>;
  /** Length of a call. */
  callMinutes: number;
  /** Calls start on this grid, counted from each span's start. */
  gridMinutes: number;
  /** Free time kept before and after every busy event. */
  bufferMinutes: number;
  /** No slot starts sooner than this from now. */
  minNoticeHours: number;
  /** No slot starts later than this from now; also how far ahead the calendar is read. */
  horizonDays: number;
  /** No slot on Germany's nationwide public holidays (server/booking/holidays.ts). */
  skipGermanHolidays: boolean;
  /** How many slots a form offers (the earliest ones). */
  offeredSlots: number;
}

const WORKDAY = [{ from: '09:00', to: '17:00' }] as const;

export const bookableHours: BookableHours = {
  timeZone: 'Europe/Berlin',
  days: { 1: WORKDAY, 2: WORKDAY, 3: WORKDAY, 4: WORKDAY, 5: WORKDAY },
  callMinutes: 15,
  gridMinutes: 30,
  bufferMinutes: 15,
  minNoticeHours: 12,
  horizonDays: 14,
  skipGermanHolidays: true,
  offeredSlots: 12,
};

/** How the call happens: the owner calls the visitor's number, the visitor calls the owner, or a video link. */
export type CallChannel = { kind: 'phone'; number: string } | { kind: 'video'; url: string };

export const callChannel: CallChannel = { kind: 'phone', number: identity.phone.display };

/** The event's title in both calendars and the confirmation's subject. */
export const CALL_TITLE = `Kostenloses Erstgespräch mit ${identity.name}`;

/** One German sentence on how the call happens, for the confirmation and the booking page. */
export function callChannelText(channel: CallChannel = callChannel): string {
  return channel.kind === 'phone' ? `Ruf mich zur vereinbarten Zeit unter ${channel.number} an.` : `Wir sprechen per Video: ${channel.url}`;
}
