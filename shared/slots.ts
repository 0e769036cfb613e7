/** The booking's contract, shared by the server and the slot picker: the free slots' shape, a slot's start and the status texts. */
import { NBSP } from './format.ts';

/** The path of a booked call's own page (`/termin/<signed link>`): its confirmation, move and cancel. */
export const MANAGE_PATH = '/termin';

/** One day's free slots, compact (a fortnight is about 160); the server says all, so the browser parses no label and needs no zone. */
export interface SlotDay {
  /** `2026-12-01` */
  date: string;
  /** „Di., 1.\u00a0Dez.“ */
  day: string;
  /** `+01:00`: the bookable hours' zone that day (no change of clocks falls within the hours). */
  offset: string;
  /** `09:30`, … */
  times: string[];
}

/** `2026-12-01T08:30:00Z`: the one spelling of a slot's start (the form's value, the hold's key). */
export const slotStart = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A posted `slot` value: exactly the spelling slotStart makes, or nothing. */
export function parseSlotStart(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && slotStart(ms) === value ? ms : undefined;
}

/** The start a day's time names: the radio's value. */
export const startOf = (day: Pick<SlotDay, 'date' | 'offset'>, time: string): string =>
  slotStart(Date.parse(`${day.date}T${time}:00${day.offset}`));

/** The day and time of `start` among `days`, with its label („Di., 1.\u00a0Dez., 09:30\u00a0Uhr“); undefined when it is not offered. */
export function findSlot(days: readonly SlotDay[], start: string): { day: SlotDay; time: string; label: string } | undefined {
  for (const day of days) {
    const time = day.times.find((t) => startOf(day, t) === start);
    if (time) return { day, time, label: `${day.day}, ${time}${NBSP}Uhr` };
  }
  return undefined;
}

/** The caps per mailbox, one text for all, so the poster learns nothing of the address's bookings (the mail tells the address). */
const MAILBOX =
  'Schau in dein Postfach: Mit dieser E-Mail-Adresse lässt sich gerade kein Termin buchen. Hast du schon einen gebucht, findest du dort die Bestätigung mit dem Link zum Verschieben oder Absagen; sonst schreib mir gern eine Nachricht.';

/** The booking's texts, shown verbatim. */
export const BOOKING_MESSAGES = {
  /** The 409: the slot was taken, or fell inside the notice, while the visitor filled in the form – worded for both. */
  conflict: 'Diese Uhrzeit ist leider nicht mehr zu haben. Bitte wähl eine andere – die freien stehen hier.',
  /** The 409 when no other slot is free either (the form opens the callback, as for every refusal without slots). */
  conflictNoSlots:
    'Diese Uhrzeit ist leider nicht mehr zu haben, und gerade ist keine andere frei. Hinterlass mir unten deine Nummer – ich rufe dich zurück.',
  success: 'Dein Termin ist gebucht. Die Bestätigung mit der Einladung kommt per E-Mail.',
  /** No slot can be offered: a booking's refusal, and the sentence over the callback form that stands in for the booking way. */
  unavailable: 'Termine lassen sich gerade nicht online buchen – hinterlass mir einfach deine Nummer.',
  /** The owner's calendar refused the booking's event: nothing is booked. */
  unwritable: 'Dein Termin ließ sich gerade nicht in meinen Kalender eintragen. Hinterlass mir unten deine Nummer – ich rufe dich zurück.',
  booked: MAILBOX,
  mailbox: MAILBOX,
  /** The cap per source address: two upcoming calls, or four bookings today. */
  source:
    'Über deine Internetverbindung wurden schon mehrere Termine gebucht. Schreib mir gern eine Nachricht – ich melde mich innerhalb von 24\u00a0Stunden.',
  /** A move through the link: the visitor's moves of this call. */
  capped: 'Diesen Termin hast du schon mehrmals verschoben; öfter geht das über den Link nicht. Schreib mir bitte eine E-Mail.',
  /** A move through the link: the mails of a day to the address. */
  mails:
    'An deine Adresse sind in den letzten 24\u00a0Stunden schon viele E-Mails zu Terminen gegangen; mehr schicke ich nicht. Versuch es morgen wieder oder schreib mir eine E-Mail.',
} as const;

/** A refused booking's or move's sentence (HTTP 409); a slot taken: whether `slots` offers others decides which. */
export function refusalText({ refused, slots }: { refused: 'taken' | keyof typeof BOOKING_MESSAGES; slots: readonly SlotDay[] }): string {
  if (refused !== 'taken') return BOOKING_MESSAGES[refused];
  return slots.length ? BOOKING_MESSAGES.conflict : BOOKING_MESSAGES.conflictNoSlots;
}
