// A booking's mails: the visitor's (booked, the reminder the day before, moved, cancelled), designed HTML with its text
// part, and the owner's note about a change. All go through the lead store with the leads' retries.
import { ZONE_NOTE } from '../../shared/clock.ts';
import { topicLabel, type BookedCall } from '../../shared/contact.ts';
import { callHow, callTitle } from '../../shared/content/calls.ts';
import { NBSP, telUri } from '../../shared/format.ts';
import { buildMessage, messageIdOf } from '../contact/compose.ts';
import { newId } from '../contact/maildir-files.ts';
import { MailButton, MailFacts, mailHtml, MailText } from '../render/mail-html.tsx';
import { calendarLinks, invitation, shortName, type About } from './invite.ts';
import { whenOf as when, type BookingRecord } from './store.ts';

export type MailKind = 'booked' | 'reminder' | 'moved' | 'cancelled';

/** Who moved or cancelled a booking (the visitor by the link, the owner on /intern/termine), and the owner's message to the visitor. */
export interface Change {
  by: 'owner' | 'visitor';
  note?: string;
  /** An erasure cancels the call: its mails are deleted from the store once the relay took them (X-Erase-When-Sent). */
  erasure?: true;
}
/** A change with the booking as it was (a move's mails say „von … auf …“). */
type Changed = Change & { previous: BookingRecord };

const SUBJECTS: Record<MailKind, string> = {
  booked: 'Dein Termin',
  reminder: 'Erinnerung an deinen Termin',
  moved: 'Dein Termin ist verschoben',
  cancelled: 'Dein Termin ist abgesagt',
};
/** The footer fits how the mail came about: none says „angefordert“ under what the owner did. */
const FOOTERS = {
  form: 'Diese E-Mail wurde über das Buchungsformular der Website angefordert. Falls du nichts gebucht hast, ignoriere sie einfach.',
  link: 'Diese E-Mail bestätigt eine Änderung über den Link in deiner Terminbestätigung.',
  address: 'Du bekommst diese E-Mail, weil über die Website ein Termin mit dieser E-Mail-Adresse gebucht wurde.',
};
const REACH = 'Kommt etwas dazwischen? Du erreichst mich unter';
const INVITED = 'Die Einladung hängt an: mit „Annehmen“ steht der Termin in deinem Kalender.';
const REMOVED = 'Die Kalenderdatei im Anhang nimmt ihn aus deinem Kalender.';
const ERASE = { 'X-Erase-When-Sent': 'yes' };
const method = (kind: MailKind) => (kind === 'cancelled' ? 'CANCEL' : 'REQUEST');
const paragraphs = (texts: string[]) => texts.map((text, i) => <p key={i}>{text}</p>);
const call = ({ content }: About['site']) =>
  `${callTitle(content.calls.hours).replace('Kostenloses', 'kostenloses')} mit ${content.identity.name}`;

/** What the confirmation, the booking's page and the mail say of a booking: when, how, what about. */
function bookingFacts(record: BookingRecord, { site }: About): Array<[string, string]> {
  const { hours, channel } = site.content.calls;
  return [
    ['Wann', `${when(record)} ${ZONE_NOTE}, ${hours.callMinutes}${NBSP}Minuten`],
    ['Wie', callHow('visitor', { phone: record.phone ?? '' }, channel).sentence],
    ['Thema', topicLabel(record.topic, site.topics)],
  ];
}

/** A booking as the confirmation after a send and the booking's page show it: its facts, the .ics, the web calendars, its page. */
export function bookedCall(record: BookingRecord, about: About): BookedCall {
  const manage = new URL(about.manageUrl).pathname;
  return {
    facts: bookingFacts(record, about),
    email: record.email,
    manage,
    calendar: `${manage}/termin.ics`,
    ...calendarLinks(record, about),
  };
}

/** The visitor's mail in words: the paragraphs before the facts and after them, its one action and its footer. */
function words(record: BookingRecord, kind: MailKind, about: About, change?: Changed) {
  const manage = { label: 'Termin verschieben oder absagen', href: about.manageUrl };
  const byOwner = change?.by === 'owner';
  const note = byOwner && change.note ? [change.note] : [];
  const footer = byOwner ? FOOTERS.address : FOOTERS.link;
  if (kind === 'booked')
    return { intro: [`danke für deine Buchung! Dein ${call(about.site)}:`], after: [INVITED], action: manage, footer: FOOTERS.form };
  if (kind === 'reminder')
    return { intro: [`kurz zur Erinnerung an dein ${call(about.site)}:`], after: [], action: manage, footer: FOOTERS.address };
  if (kind === 'moved') {
    const span = `von ${when(change?.previous ?? record)} auf ${when(record)}`;
    const intro = byOwner
      ? [`ich musste unseren Termin verschieben – ${span}. Passt dir die neue Zeit nicht, such dir über den Link unten eine andere aus.`]
      : [`dein Termin ist verschoben – ${span}.`];
    return { intro: [...intro, ...note], after: [INVITED], action: manage, footer };
  }
  const intro = byOwner
    ? `ich musste unseren Termin am ${when(record)} ${ZONE_NOTE} leider absagen. ${REMOVED}`
    : `dein Termin am ${when(record)} ${ZONE_NOTE} ist abgesagt. ${REMOVED}`;
  const after = byOwner
    ? 'Such dir gern einen neuen Termin aus, oder antworte einfach auf diese E-Mail.'
    : 'Einen neuen kannst du jederzeit buchen.';
  return { intro: [intro, ...note], after: [after], action: { label: 'Neuen Termin buchen', href: `${about.siteUrl}/#termin` }, footer };
}

/**
 * The visitor's mail about the booking, text and HTML, with the invitation (none with the reminder). It repeats nothing
 * of the visitor's but the name, cut short, and a number they gave to be called at: a stranger's address cannot be sent
 * more than a name's worth of text of the stranger's choosing.
 */
export async function composeVisitorMail(record: BookingRecord, kind: MailKind, about: About, now: number, change?: Changed) {
  const { intro, after, action, footer } = words(record, kind, about, change);
  const greeting = `Hallo ${shortName(record.name)},`;
  const { identity } = about.site.content;
  const facts = kind === 'cancelled' ? [] : bookingFacts(record, about);
  const links = kind === 'booked' || kind === 'moved' ? calendarLinks(record, about) : null;
  const phone = kind === 'reminder' ? identity.phone : null;
  const text = [
    greeting,
    ...intro,
    ...(facts.length ? [facts.map(([term, value]) => `${`${term}:`.padEnd(7)}${value}`).join('\n')] : []),
    ...after,
    ...(phone ? [`${REACH} ${phone}.`] : []),
    ...(links ? [`Oder direkt eintragen:\nGoogle Kalender: ${links.google}\nOutlook: ${links.outlook}`] : []),
    `${action.label}: ${action.href}`,
    `Viele Grüße\n${identity.name}`,
    `-- \n${footer}`,
  ].join('\n\n');
  const subject = `${SUBJECTS[kind]}: ${when(record)}`;
  const html = mailHtml(
    subject,
    <MailText heading={SUBJECTS[kind]} footer={footer}>
      {paragraphs([greeting, ...intro])}
      {facts.length ? (
        <MailFacts rows={facts} link={record.phone ? { text: record.phone.replace(/ /g, NBSP), href: telUri(record.phone) } : undefined} />
      ) : null}
      {paragraphs(after)}
      {phone ? (
        <p>
          {`${REACH} `}
          <a href={telUri(phone)}>{phone.replace(/ /g, NBSP)}</a>.
        </p>
      ) : null}
      {links ? (
        <p>
          {'Oder direkt eintragen: '}
          <a href={links.google}>Google Kalender</a>
          {' · '}
          <a href={links.outlook}>Outlook</a>
        </p>
      ) : null}
      <MailButton href={action.href}>{action.label}</MailButton>
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
    ...(change?.erasure ? { headers: ERASE } : {}),
    ...(kind === 'reminder'
      ? {}
      : { icalEvent: { method: method(kind), filename: 'termin.ics', content: invitation(record, method(kind), 'visitor', about) } }),
  });
  return { message, to: record.email };
}

/** The owner's note about a cancelled or moved booking (who did it, his message), with the invitation that updates his calendar. */
export async function composeOwnerNote(record: BookingRecord, kind: MailKind, about: About, now: number, change: Changed) {
  const label = when(record);
  const what = kind === 'cancelled' ? `abgesagt: ${label}` : `verschoben von ${when(change.previous)} auf ${label}`;
  const name = shortName(record.name);
  const done =
    change.by === 'owner'
      ? `Du hast den Termin mit ${name} (${record.email}) ${what}.`
      : `${name} (${record.email}) hat den Termin über den Link der Bestätigung ${what}.`;
  const note = change.by === 'owner' && change.note ? [`Deine Nachricht an ${name}:\n${change.note}`] : [];
  return buildMessage({
    from: { name: 'Terminbuchung', address: about.from },
    to: about.to,
    replyTo: { name, address: record.email },
    subject: `Termin ${what} – ${name}`,
    messageId: messageIdOf(newId(now), about.from),
    text: [done, ...note, 'Die Kalenderdatei im Anhang aktualisiert deinen Kalender.'].join('\n\n'),
    icalEvent: { method: method(kind), filename: 'termin.ics', content: invitation(record, method(kind), 'owner', about) },
    headers: { 'X-Lead-Booking': record.start, ...(change.erasure ? ERASE : {}) },
  });
}
