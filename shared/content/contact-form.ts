// The contact section's own texts: its ways, their forms' labels and the confirmation. The form
// island imports them (they travel in its script, not in every page's serialized props); they are
// not the owner's to edit, so the owner's content stays off the island's script.
import { ZONE_NOTE as zone } from '../clock.ts';
import { NBSP } from '../format.ts';

const book = 'Termin verbindlich buchen';

export const contactForm = {
  /** The three ways, booking first; `tab`: the choice's name, `title`: the way's heading. */
  ways: {
    label: 'So erreichst du mich',
    booking: {
      tab: 'Termin buchen',
      title: 'Kostenloses Erstgespräch buchen',
    },
    callback: {
      tab: 'Rückruf',
      title: 'Rückruf anfordern',
      intro: 'Lieber gleich telefonieren? Drei Angaben genügen, ich rufe dich zurück.',
    },
    message: {
      tab: 'Nachricht',
      title: 'Nachricht schreiben',
      intro: `Schreib mir kurz, worum es geht. Ich antworte innerhalb von 24${NBSP}Stunden.`,
    },
  },
  labels: {
    name: 'Name',
    email: 'E-Mail',
    topic: 'Anliegen',
    message: 'Nachricht',
    phone: 'Telefonnummer',
    callTime: 'Beste Tageszeit',
    slots: `Tag und Uhrzeit ${zone}`,
    /** „1 freie Zeit“, „16 freie Zeiten“ beside a day. */
    time: 'freie Zeit',
    times: 'freie Zeiten',
    submit: { booking: 'Termin buchen', callback: 'Rückruf anfordern', message: 'Nachricht senden' },
    /** The button of the page that asks to confirm a post without JavaScript; a booking's names what it does. */
    confirm: 'Jetzt senden',
    confirmBooking: book,
  },
  /** Over that button, for a booking: the chosen slot (its label: „Mo., 7.\u00a0Dez., 15:00\u00a0Uhr“). */
  confirmBooking: (slot: string) => `Termin: ${slot} ${zone}. Prüfe deine Angaben und tippe auf „${book}“.`,
  /** What a form gives way to after a send: what was asked for, and what happens next. */
  confirmation: {
    booking: 'Dein Termin ist gebucht.',
    bookingNext: 'Die Einladung ist unterwegs: mit „Annehmen“ steht der Termin in deinem Kalender.',
    invitation: 'Einladung an',
    calendar: 'In Kalender eintragen',
    google: 'Google Kalender',
    outlook: 'Outlook',
    manage: 'Termin verschieben oder absagen',
    callback: 'Danke – ich rufe dich an.',
    callbackNext: `Ich melde mich innerhalb von 24${NBSP}Stunden zu deiner Wunschzeit.`,
    messageNext: `Ich lese deine Nachricht selbst und melde mich innerhalb von 24${NBSP}Stunden – oft mit einem Vorschlag für ein kurzes Gespräch.`,
    topic: 'Anliegen',
    callTime: 'Rückruf',
    anyTime: 'Zu jeder Tageszeit',
    phone: 'Nummer',
    next: { label: 'Währenddessen: den Brief aus der Zukunft lesen', href: '/brief-aus-der-zukunft' },
  },
} as const;

/** The booking way's intro: the call's length and how it happens (the owner's booking settings). */
export const bookingIntro = (minutes: number, how: string) =>
  `${minutes}${NBSP}Minuten, kostenlos. Wähl einen Tag und eine Uhrzeit. ${how}`;
