// A booking's mails: the visitor's confirmation (booked, moved, cancelled), designed HTML with its
// text part, and the owner's note about a change; each with the invitation that updates the
// reader's calendar. Both go through the lead store with the leads' retries.
import { slotLabel } from '../../shared/clock.ts';
import { topicLabel } from '../../shared/contact.ts';
import { bookableHours, CALL_TITLE, callHow } from '../../shared/content/booking.ts';
import { telUri } from '../../shared/content/format.ts';
import { identity } from '../../shared/content/identity.ts';
import { buildMessage, messageIdOf, type Outgoing } from '../contact/compose.ts';
import { newId } from '../contact/maildir-files.ts';
import { MailButton, MailFacts, mailHtml, MailText } from '../render/mail-html.tsx';
import { invitation, shortName, type About } from './invite.ts';
import type { BookingRecord } from './store.ts';

export type MailKind = 'booked' | 'moved' | 'cancelled';

const SUBJECTS: Record<MailKind, string> = {
  booked: 'Dein Termin',
  moved: 'Dein Termin ist verschoben',
  cancelled: 'Dein Termin ist abgesagt',
};
const method = (kind: MailKind) => (kind === 'cancelled' ? 'CANCEL' : 'REQUEST');
const duration = `${bookableHours.callMinutes}\u00a0Minuten`;

/** What the confirmation, the booking's page and the mail say of a booking: when, how, what about. */
export function bookingFacts(record: BookingRecord): Array<[string, string]> {
  return [
    ['Wann', `${slotLabel(Date.parse(record.start))} (${duration})`],
    ['Wie', callHow('visitor', { phone: record.phone ?? '' }).sentence],
    ['Thema', topicLabel(record.topic)],
  ];
}

/**
 * The visitor's mail about the booking, in German, text and HTML, with the invitation as
 * `text/calendar; method=…`. It repeats nothing of the visitor's but a number they gave to be
 * called at: a stranger's address cannot be sent a text of the stranger's choosing. Replies go
 * to the owner.
 */
export async function composeVisitorMail(record: BookingRecord, kind: MailKind, about: About, now: number): Promise<Outgoing> {
  const label = slotLabel(Date.parse(record.start));
  const lead =
    kind === 'cancelled'
      ? `dein Termin am ${label} ist abgesagt. Die Kalenderdatei im Anhang nimmt ihn aus deinem Kalender. Einen neuen kannst du jederzeit auf der Website buchen.`
      : `${kind === 'moved' ? 'dein Termin ist verschoben.' : 'danke für deine Buchung!'} Dein ${CALL_TITLE.replace('Kostenloses', 'kostenloses')} mit ${identity.name}:`;
  const facts = kind === 'cancelled' ? [] : bookingFacts(record);
  const after = kind === 'cancelled' ? [] : ['Die Einladung hängt an: mit „Annehmen“ steht der Termin in deinem Kalender.'];
  const footer =
    'Diese E-Mail wurde über das Buchungsformular der Website angefordert. Falls du nichts gebucht hast, ignoriere sie einfach.';
  const text = [
    'Hallo,',
    lead,
    ...(facts.length ? [facts.map(([term, value]) => `${`${term}:`.padEnd(7)}${value}`).join('\n')] : []),
    ...after,
    ...(kind === 'cancelled' ? [] : [`Verschieben oder absagen: ${about.manageUrl}`]),
    `Viele Grüße\n${identity.name}`,
    `-- \n${footer}`,
  ].join('\n\n');
  const subject = `${SUBJECTS[kind]}: ${label}`;
  const phone = record.phone;
  const html = mailHtml(
    subject,
    <MailText heading={SUBJECTS[kind]} footer={footer}>
      <p>Hallo,</p>
      <p>{lead}</p>
      {facts.length ? (
        <MailFacts rows={facts} link={phone ? { text: phone.replace(/ /g, '\u00a0'), href: telUri(phone) } : undefined} />
      ) : null}
      {after.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {kind === 'cancelled' ? null : <MailButton href={about.manageUrl}>Termin verschieben oder absagen</MailButton>}
      <p>{`Viele Grüße\n${identity.name}`}</p>
    </MailText>,
  );
  const message = await buildMessage({
    from: { name: identity.name, address: about.from },
    to: record.email,
    replyTo: about.to,
    subject,
    messageId: messageIdOf(newId(now), about.from),
    text,
    html,
    icalEvent: { method: method(kind), filename: 'termin.ics', content: invitation(record, method(kind), 'visitor', about) },
  });
  return { message, to: record.email };
}

/** The owner's note about a cancelled or moved booking, with the invitation that updates his calendar. */
export async function composeOwnerNote(record: BookingRecord, kind: MailKind, previous: BookingRecord, about: About, now: number) {
  const label = slotLabel(Date.parse(record.start));
  const what = kind === 'cancelled' ? `abgesagt: ${label}` : `verschoben von ${slotLabel(Date.parse(previous.start))} auf ${label}`;
  const name = shortName(record.name);
  return buildMessage({
    from: { name: 'Terminbuchung', address: about.from },
    to: about.to,
    replyTo: { name, address: record.email },
    subject: `Termin ${what} – ${name}`,
    messageId: messageIdOf(newId(now), about.from),
    text: `Der Termin mit ${name} (${record.email}) wurde ${what}.\n\nDie Kalenderdatei im Anhang aktualisiert deinen Kalender.`,
    icalEvent: { method: method(kind), filename: 'termin.ics', content: invitation(record, method(kind), 'owner', about) },
    headers: { 'X-Lead-Booking': record.start },
  });
}
