/**
 * When the free first call („Kostenloses Erstgespräch“) can be booked and how it happens. The
 * owner edits these values; the server offers every slot on the grid inside the hours that his
 * calendar (CALENDAR_URL) shows free, with the buffer around each busy event.
 */
import { NBSP } from './format.ts';

/** The hours are wall-clock time in the site's zone (shared/clock.ts TIME_ZONE). */
export interface BookableHours {
  /** Bookable spans (`HH:MM`) per ISO weekday (1 = Monday … 7 = Sunday); a missing day has none. */
  days: Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly { from: `${number}:${number}`; to: `${number}:${number}` }[]>>;
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
}

const WORKDAY = [{ from: '09:00', to: '17:00' }] as const;

export const bookableHours: BookableHours = {
  days: { 1: WORKDAY, 2: WORKDAY, 3: WORKDAY, 4: WORKDAY, 5: WORKDAY },
  callMinutes: 15,
  gridMinutes: 30,
  bufferMinutes: 15,
  minNoticeHours: 12,
  horizonDays: 14,
  skipGermanHolidays: true,
};

/**
 * How the call happens, chosen by the owner: he calls the visitor (the booking form asks for the
 * number), the visitor calls him, or a video call. The form's hint, the confirmation, the mails,
 * the invitation and the booking's page all say it with callHow().
 */
export type CallChannel = { kind: 'owner-calls' } | { kind: 'visitor-calls'; number: string } | { kind: 'video'; url: string };

const callChannel: CallChannel = { kind: 'owner-calls' };

/** The call's name in both calendars, the confirmation's subject and the booking's page. */
export const CALL_TITLE = `Kostenloses Erstgespräch (${bookableHours.callMinutes}${NBSP}Minuten)`;

/** Whether the booking form asks for the visitor's number. */
export const bookingNeedsPhone = (channel: CallChannel = callChannel) => channel.kind === 'owner-calls';

/**
 * How the call happens, in one German sentence: to the visitor (`phone`: the number they gave),
 * or to the owner (`name` and `phone` of the visitor). `where`: the invitation's LOCATION.
 */
export function callHow(
  audience: 'visitor' | 'owner',
  { name = '', phone = '' }: { name?: string; phone?: string } = {},
  channel: CallChannel = callChannel,
): { sentence: string; where: string } {
  if (channel.kind === 'video') return { sentence: `Wir sprechen per Video: ${channel.url}`, where: channel.url };
  if (channel.kind === 'visitor-calls')
    return audience === 'visitor'
      ? { sentence: `Du rufst mich zur vereinbarten Zeit unter ${channel.number} an.`, where: channel.number }
      : { sentence: `${name} ruft dich an.`, where: `Telefon (${name} ruft an)` };
  // The number in one piece: a line never breaks inside it.
  const number = phone.replace(/ /g, NBSP);
  if (audience === 'owner') return { sentence: `Ruf ${name} an: ${number}.`, where: phone };
  return {
    sentence: phone ? `Ich rufe dich zur vereinbarten Zeit unter ${number} an.` : 'Ich rufe dich zur vereinbarten Zeit an.',
    where: phone,
  };
}
