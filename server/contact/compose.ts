import nodemailer, { type SendMailOptions } from 'nodemailer';
import { callTimeLabel, MIN_FILL_MS } from '../../shared/contact.ts';
import type { SpamReason } from './spam.ts';
import type { Lead } from './validate.ts';

export interface ComposeInput {
  /** The Maildir id; the Message-ID is made from it. */
  id: string;
  lead: Lead;
  receivedAt: Date;
  /** When the form was loaded, from the verified token (absent for spam with a bad token). */
  formLoadedAt?: number;
  spam?: SpamReason | null;
  /** The honeypot's content, kept with spam only (it is the bot's text, not the visitor's). */
  honeypot?: string;
  /**
   * A booked call that came with the lead: its label („Di., 1.\u00a0Dez., 09:30\u00a0Uhr“), its start (`2026-12-01T08:30:00Z`)
   * and the invitation (METHOD:REQUEST) that adds it to the owner's calendar with one click.
   */
  booking?: { label: string; start: string; ics: string };
}

/** A message of the site's own for the lead store's delivery, and its envelope recipient when that is not the owner (MAIL_TO). */
export interface Outgoing {
  message: Buffer;
  to?: string;
}

export interface Addresses {
  /** The site's own sender (MAIL_FROM); the visitor is never the sender. */
  from: string;
  /** The owner (MAIL_TO); the site's sender when no relay is configured. */
  to: string;
}

const HONEYPOT_EXCERPT_CHARS = 200;

/** nodemailer's stream transport sends nothing: it hands back the message it built, as a Buffer. */
const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });

/**
 * The complete message nodemailer builds from `mail`, without sending it: quoted-printable, no X-Mailer, and marked
 * automatic (RFC 3834), so auto-responders stay silent – or the owner's out-of-office reply would go to the visitor.
 */
export async function buildMessage({ headers, ...mail }: SendMailOptions & { headers?: Record<string, string> }): Promise<Buffer> {
  const automatic = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' };
  const { message } = await builder.sendMail({
    textEncoding: 'quoted-printable',
    xMailer: false,
    ...mail,
    headers: { ...automatic, ...headers },
  });
  return message as Buffer;
}

/** `<local>@<domain of MAIL_FROM>`: an id of the site's own (a Message-ID, a booking's UID). */
export const ownId = (local: string, from: string) => `${local}@${from.split('@')[1] ?? 'localhost'}`;

/** `<id without host>@<domain of MAIL_FROM>`: unique, and stable across resends of the stored message. */
export const messageIdOf = (id: string, from: string) => `<${ownId(id.split('.').slice(0, 2).join('.'), from)}>`;

/**
 * The complete RFC 5322 message for the owner, built once and stored as is: the delivery loop sends these exact bytes,
 * so a resend after a crash carries the same Message-ID. The visitor is only in Reply-To, encoded by nodemailer.
 */
export async function composeLead(input: ComposeInput, addresses: Addresses): Promise<Buffer> {
  const { lead, receivedAt } = input;
  return buildMessage({
    from: { name: 'Kontaktformular', address: addresses.from },
    to: addresses.to,
    // A callback request has no address: the owner answers by phone.
    ...(lead.email ? { replyTo: { name: lead.name, address: lead.email } } : {}),
    subject: input.booking
      ? `Terminbuchung ${input.booking.label}: ${lead.topicLabel} – ${lead.name}`
      : `${lead.kind === 'callback' ? 'Rückrufbitte' : 'Kontaktanfrage'}: ${lead.topicLabel} – ${lead.name}`,
    messageId: messageIdOf(input.id, addresses.from),
    date: receivedAt,
    text: body(input),
    ...(input.booking ? { icalEvent: { method: 'REQUEST', filename: 'termin.ics', content: input.booking.ics } } : {}),
    headers: {
      'X-Lead-Id': input.id,
      'X-Lead-Topic': lead.topic,
      ...(input.spam ? { 'X-Lead-Spam': input.spam } : {}),
      ...(input.booking ? { 'X-Lead-Booking': input.booking.start } : {}),
    },
  });
}

function body(input: ComposeInput): string {
  const { lead, receivedAt, formLoadedAt, spam, honeypot } = input;
  const lines = [
    'Neue Anfrage über das Kontaktformular der Website.',
    '',
    `Anliegen: ${lead.topicLabel} (${lead.topic})`,
    `Name:     ${lead.name}`,
    ...(lead.email ? [`E-Mail:   ${lead.email}`] : []),
    ...callbackLines(lead),
    ...(input.booking ? [`Termin:   ${input.booking.label} (gebucht; die Einladung hängt an)`] : []),
    '',
    // A callback request has no message at all; a booking may have none.
    ...(lead.kind === 'callback' ? [] : ['Nachricht:', lead.message || '(keine)', '']),
    '-- ',
    `Eingegangen: ${receivedAt.toISOString()}`,
  ];
  if (formLoadedAt !== undefined) {
    const seconds = Math.round((receivedAt.getTime() - formLoadedAt) / 1000);
    lines.push(`Formular ausgefüllt in: ${seconds} s (mindestens ${MIN_FILL_MS / 1000} s)`);
  }
  lines.push(`Nachrichten-ID: ${input.id}`);
  if (spam) {
    lines.push(`Als Spam zurückgehalten: ${spam}`);
    if (honeypot) lines.push(`Honeypot-Feld (website): ${honeypot.slice(0, HONEYPOT_EXCERPT_CHARS)}`);
  }
  if (lead.email) lines.push('', 'Antworten geht direkt an die anfragende Person (Reply-To).');
  return lines.join('\n');
}

/** The spam verdict's lines in a stored message's quoted-printable body (see body()): ASCII but the ü. */
const VERDICT_LINES = ['Als Spam zur=C3=BCckgehalten:', 'Honeypot-Feld (website):'];

/**
 * A quarantined message released by the owner: the same bytes (same Message-ID) without the spam verdict's header and
 * body lines. The body is quoted-printable: a hard line break is one not preceded by `=` (a soft break), so a long
 * honeypot line goes whole.
 */
export function withoutVerdict(message: Buffer): Buffer {
  const text = message.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return message;
  const head = text.slice(0, split + 2).replace(/^X-Lead-Spam:.*\r\n(?:[ \t].*\r\n)*/im, '');
  // Lines and their breaks, alternating.
  const parts = text.slice(split + 4).split(/((?<!=)\r\n|(?<![=\r])\n)/);
  let body = '';
  for (let i = 0; i < parts.length; i += 2) {
    if (!VERDICT_LINES.some((start) => parts[i]!.startsWith(start))) body += parts[i]! + (parts[i + 1] ?? '');
  }
  return Buffer.from(`${head}\r\n${body}`, 'latin1');
}

/** The optional callback wish, one line each, only what the visitor filled in. */
export function callbackLines(lead: Pick<Lead, 'phone' | 'callTime'>): string[] {
  return [...(lead.phone ? [`Rückruf:  ${lead.phone}`] : []), ...(lead.callTime ? [`Zeit:     ${callTimeLabel(lead.callTime)}`] : [])];
}
