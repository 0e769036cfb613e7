import { slotLabel } from '../../shared/booking.ts';
import { CALL_TITLE, callChannelText } from '../../shared/content/booking.ts';
import { identity } from '../../shared/content/identity.ts';
import type { BookableHours } from '../../shared/content/booking.ts';
import { buildMessage, messageIdOf, VISITOR_MAIL_HEADER, type Addresses } from '../contact/compose.ts';
import { newId } from '../contact/maildir-files.ts';
import { invitation } from './invite.ts';
import type { BookingRecord } from './store.ts';

/** The longest name a confirmation repeats: the only text of the visitor's it carries. */
export const MAX_NAME_IN_MAIL = 60;

export type MailKind = 'booked' | 'moved' | 'cancelled';

export interface BookingMail {
  /** The outbox id; the Message-ID is made from it. */
  id: string;
  kind: MailKind;
  start: number;
  timeZone: string;
  name: string;
  email: string;
  /** The iTIP message, METHOD:REQUEST or CANCEL. */
  ics: string;
  manageUrl: string;
}

/** What a booking's invitation and mails need besides its record. */
interface About {
  hours: BookableHours;
  /** MAIL_TO, the organizer. */
  organizer: string;
  manageUrl: string;
}

/** The iTIP message of a booking: METHOD:REQUEST or CANCEL, or the plain event for the owner's CalDAV calendar (null). */
export function invitationOf(record: BookingRecord, method: 'REQUEST' | 'CANCEL' | null, { hours, organizer, manageUrl }: About): string {
  const { uid, sequence, name, email } = record;
  return invitation({ uid, sequence, start: Date.parse(record.start), hours, organizer, attendee: { name, email }, manageUrl }, method);
}

/** A mail about `record` (the visitor's or the owner's), with its invitation: CANCEL when cancelled, else REQUEST. */
export function mailAbout(record: BookingRecord, kind: MailKind, about: About & { now: number }): BookingMail {
  const ics = invitationOf(record, kind === 'cancelled' ? 'CANCEL' : 'REQUEST', about);
  const { name, email } = record;
  return {
    id: newId(about.now),
    kind,
    start: Date.parse(record.start),
    timeZone: about.hours.timeZone,
    name,
    email,
    ics,
    manageUrl: about.manageUrl,
  };
}

const SUBJECTS: Record<MailKind, string> = {
  booked: 'Dein Termin',
  moved: 'Dein Termin wurde verschoben',
  cancelled: 'Dein Termin ist abgesagt',
};

/**
 * The visitor's mail about the booking, in German, text and HTML, with the invitation as
 * `text/calendar; method=…` (nodemailer's icalEvent). It repeats nothing the visitor typed but
 * the name, cut to MAX_NAME_IN_MAIL characters: a stranger's address cannot be sent a text of
 * the stranger's choosing. Replies go to the owner.
 */
export async function composeVisitorMail(mail: BookingMail, addresses: Addresses): Promise<Buffer> {
  const label = slotLabel(mail.start, mail.timeZone);
  const name = [...mail.name].slice(0, MAX_NAME_IN_MAIL).join('');
  const lines =
    mail.kind === 'cancelled'
      ? [
          `Hallo ${name},`,
          '',
          `dein Termin am ${label} ist abgesagt. Der Kalendereintrag im Anhang entfernt ihn aus deinem Kalender.`,
          '',
          `Einen neuen Termin kannst du jederzeit auf der Website buchen.`,
        ]
      : [
          `Hallo ${name},`,
          '',
          mail.kind === 'moved' ? `dein Termin ist verschoben auf: ${label}.` : `danke für deine Buchung! Dein Termin: ${label}.`,
          '',
          `${CALL_TITLE} (Dauer laut Einladung). ${callChannelText()}`,
          '',
          'Die Einladung hängt an; mit „Annehmen“ steht der Termin in deinem Kalender.',
          '',
          `Absagen oder verschieben: ${mail.manageUrl}`,
        ];
  const text = [
    ...lines,
    '',
    `Viele Grüße`,
    identity.name,
    '',
    '-- ',
    `Diese E-Mail wurde über das Buchungsformular auf der Website angefordert. Falls du nichts gebucht hast, ignoriere sie einfach.`,
  ].join('\n');
  return buildMessage({
    from: { name: identity.name, address: addresses.from },
    to: mail.email,
    replyTo: addresses.to,
    subject: `${SUBJECTS[mail.kind]}: ${label}`,
    messageId: messageIdOf(mail.id, addresses.from),
    text,
    html: html(text),
    textEncoding: 'quoted-printable',
    icalEvent: { method: mail.kind === 'cancelled' ? 'CANCEL' : 'REQUEST', filename: 'termin.ics', content: mail.ics },
    xMailer: false,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All', [VISITOR_MAIL_HEADER]: mail.kind },
  });
}

/** The owner's note about a cancelled or moved booking, with the iTIP message that updates his calendar. */
export async function composeOwnerNote(mail: BookingMail, addresses: Addresses, previousStart?: number): Promise<Buffer> {
  const label = slotLabel(mail.start, mail.timeZone);
  const what =
    mail.kind === 'cancelled'
      ? `abgesagt: ${label}`
      : `verschoben von ${slotLabel(previousStart ?? mail.start, mail.timeZone)} auf ${label}`;
  return buildMessage({
    from: { name: 'Terminbuchung', address: addresses.from },
    to: addresses.to,
    replyTo: { name: mail.name, address: mail.email },
    subject: `Termin ${what} – ${mail.name}`,
    messageId: messageIdOf(mail.id, addresses.from),
    text: [
      `Der Termin mit ${mail.name} (${mail.email}) wurde ${what}.`,
      '',
      'Die Kalenderdatei im Anhang aktualisiert deinen Kalender.',
    ].join('\n'),
    textEncoding: 'quoted-printable',
    icalEvent: { method: mail.kind === 'cancelled' ? 'CANCEL' : 'REQUEST', filename: 'termin.ics', content: mail.ics },
    xMailer: false,
    headers: {
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'All',
      'X-Lead-Booking': new Date(mail.start).toISOString(),
    },
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The text as simple HTML: paragraphs, the link clickable. */
function html(text: string): string {
  const paragraphs = text.split('\n\n').map((block) => {
    const escaped = escapeHtml(block).replace(/\n/g, '<br>');
    return `<p>${escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`;
  });
  return `<!doctype html><html lang="de"><meta charset="utf-8"><body style="font-family:sans-serif;line-height:1.5">${paragraphs.join('')}</body></html>`;
}
