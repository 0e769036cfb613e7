/** When the free first call can be booked (inside these hours, where the owner's calendar is free) and how it happens. */
import type { Static } from 'typebox';
import { NBSP } from '../format.ts';
import { choice, flag, group, list, text, whole } from './schema.ts';

const TIME = '^([01]\\d|2[0-3]):[0-5]\\d$';
const day = (title: string) =>
  list(title, group('Zeitraum', { from: text('Von', { max: 5, pattern: TIME }), to: text('Bis', { max: 5, pattern: TIME }) }), 4);

/** The hours are wall-clock time in the site's zone (shared/clock.ts TIME_ZONE); days by ISO weekday, 1 = Monday. */
export const callsSchema = group('Termine', {
  hours: group('Buchbare Zeiten', {
    days: group('Wochentage', {
      1: day('Montag'),
      2: day('Dienstag'),
      3: day('Mittwoch'),
      4: day('Donnerstag'),
      5: day('Freitag'),
      6: day('Samstag'),
      7: day('Sonntag'),
    }),
    callMinutes: whole('Länge eines Gesprächs (Minuten)', 5, 120),
    gridMinutes: whole('Raster (Minuten)', 5, 240, 'Gespräche beginnen in diesem Abstand, ab dem Beginn jedes Zeitraums.'),
    bufferMinutes: whole('Puffer um Termine (Minuten)', 0, 240, 'So viel Zeit bleibt vor und nach jedem Termin in deinem Kalender frei.'),
    minNoticeHours: whole('Vorlauf (Stunden)', 0, 336, 'Kein Termin beginnt früher als so viele Stunden ab jetzt.'),
    horizonDays: whole('Wie weit im Voraus (Tage)', 1, 60),
    skipGermanHolidays: flag('An bundesweiten Feiertagen keine Termine'),
  }),
  channel: group('Wie das Gespräch stattfindet', {
    kind: choice('Weg', {
      'owner-calls': 'Ich rufe an (das Formular fragt nach der Nummer)',
      'visitor-calls': 'Die Besucherin ruft mich an',
      video: 'Per Video',
    }),
    number: text('Meine Nummer (wenn man mich anruft)', { max: 30 }),
    url: text('Video-Link', { max: 300, pattern: '^(https://\\S+)?$' }),
  }),
});

export type CallsContent = Static<typeof callsSchema>;
export type BookableHours = CallsContent['hours'];
export type CallChannel = CallsContent['channel'];

const WORKDAY = [{ from: '09:00', to: '17:00' }];

export const calls: CallsContent = {
  hours: {
    days: { 1: WORKDAY, 2: WORKDAY, 3: WORKDAY, 4: WORKDAY, 5: WORKDAY, 6: [], 7: [] },
    callMinutes: 15,
    gridMinutes: 30,
    bufferMinutes: 15,
    minNoticeHours: 12,
    horizonDays: 14,
    skipGermanHolidays: true,
  },
  channel: { kind: 'owner-calls', number: '', url: '' },
};

/** The call's name in both calendars, the confirmation's subject and the booking's page. */
export const callTitle = (hours: Pick<BookableHours, 'callMinutes'>) => `Kostenloses Erstgespräch (${hours.callMinutes}${NBSP}Minuten)`;

/** Whether the booking form asks for the visitor's number. */
export const ownerCallsBack = (channel: CallChannel) => channel.kind === 'owner-calls';

/**
 * How the call happens, in one German sentence: to the visitor (`phone`: the number they gave),
 * or to the owner (`name` and `phone` of the visitor). `where`: the invitation's LOCATION.
 */
export function callHow(
  audience: 'visitor' | 'owner',
  { name = '', phone = '' }: { name?: string; phone?: string } = {},
  channel: CallChannel,
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
