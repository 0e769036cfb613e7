// The contact form's own texts: its labels, what happens next, and the confirmation that replaces
// it after a send. The form island imports them (they travel in its script, not in every page's
// serialized props); the home's contact content includes them for the server-rendered parts.
import { NBSP } from './format.ts';

export const contactForm = {
  labels: {
    name: 'Name',
    email: 'E-Mail',
    topic: 'Anliegen',
    message: 'Nachricht',
    submit: 'Nachricht senden',
    /** The button of the page that asks to confirm a post without JavaScript. */
    confirm: 'Jetzt senden',
    sending: 'Wird gesendet...',
    slots: 'Termin für das Erstgespräch',
    slotsHint: `Optional: 15${NBSP}Minuten, kostenlos, am Telefon oder per Video. Mit Termin ist die Nachricht freiwillig.`,
    noSlot: 'Kein Termin – melde dich bei mir',
    day: 'Tag',
    time: 'Uhrzeit',
    callback: 'Rückruf anfordern',
    callbackHint: 'Lieber telefonieren? Drei Angaben genügen, ich rufe dich zurück.',
    callbackName: 'Dein Name',
    phone: 'Rückrufnummer',
    callTime: 'Beste Tageszeit',
  },
  nextSteps: `Wie es weitergeht: Ich lese deine Nachricht selbst und melde mich mit einem Terminvorschlag für unser 15-minütiges Erstgespräch.`,
  /** What the form gives way to after a send: it repeats what was asked for, and offers one next step. */
  confirmation: {
    bookingNext: 'Über den Link darin kannst du den Termin auch absagen oder verschieben.',
    callback: 'Danke – ich rufe dich an.',
    callbackNext: `Ich melde mich innerhalb von 24${NBSP}Stunden zu deiner Wunschzeit.`,
    topic: 'Anliegen',
    slot: 'Termin',
    callTime: 'Rückruf',
    anyTime: 'Zu jeder Tageszeit',
    phone: 'Nummer',
    next: { label: 'Währenddessen: den Brief aus der Zukunft lesen', href: '/brief-aus-der-zukunft' },
  },
} as const;
