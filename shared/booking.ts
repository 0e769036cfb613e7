/**
 * The booking's contract, shared by the server (slots, the hold, the 409) and the browser (the
 * slot radio group and its island): the slot's shape, its German label and the status texts.
 */
import { NBSP } from './content/format.ts';

/** A free call slot as the form offers it. */
export interface Slot {
  /** The call's start as an ISO 8601 UTC instant without milliseconds, e.g. `2026-12-01T08:30:00Z`: the radio's value. */
  start: string;
  /** The German wall-clock time in the bookable hours' zone, e.g. „Di., 1.\u00a0Dez., 09:30\u00a0Uhr“: the radio's label. */
  label: string;
}

/** `2026-12-01T08:30:00Z`: the one spelling of a slot's start (the form's value, the hold's key). */
export const slotStart = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A posted `slot` value: exactly the spelling slotStart makes, or nothing. */
export function parseSlotStart(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && slotStart(ms) === value ? ms : undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** „Di., 1.\u00a0Dez., 09:30\u00a0Uhr“: weekday, day, month and time in `timeZone`. */
export function slotLabel(ms: number, timeZone = 'Europe/Berlin'): string {
  let format = formats.get(timeZone);
  if (!format) {
    const options = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    format = new Intl.DateTimeFormat('de-DE', { ...options, timeZone });
    formats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, value]));
  return `${part.weekday}, ${part.day}.${NBSP}${part.month}, ${part.hour}:${part.minute}${NBSP}Uhr`;
}

/** The booking's texts, shown verbatim. */
export const BOOKING_MESSAGES = {
  /** The 409: the slot was taken (or is no longer offered) while the visitor filled in the form. */
  conflict: 'Dieser Termin ist leider gerade vergeben worden. Bitte wähle einen anderen – hier sind die nächsten freien.',
  /** The 409 when no other slot is free either. */
  conflictNoSlots: 'Dieser Termin ist leider gerade vergeben worden, und gerade ist kein anderer frei. Schreib mir gern eine Nachricht.',
  success: 'Dein Termin ist gebucht. Die Bestätigung mit der Einladung kommt per E-Mail.',
  /** The calendar cannot be read right now: no slot can be checked, none is booked. */
  unavailable: 'Termine lassen sich gerade nicht buchen. Schreib mir gern eine Nachricht – ich melde mich innerhalb von 24\u00a0Stunden.',
  /** The cap per mailbox: an upcoming call, or two bookings today. */
  mailbox:
    'Für diese E-Mail-Adresse wurde schon ein Termin gebucht. Steht er noch, kannst du ihn über den Link in der Bestätigung verschieben; sonst schreib mir gern eine Nachricht.',
  /** The cap per source address: two upcoming calls, or four bookings today. */
  source:
    'Über deine Internetverbindung wurden schon mehrere Termine gebucht. Schreib mir gern eine Nachricht – ich melde mich innerhalb von 24\u00a0Stunden.',
} as const;
