// The booking tests' app: a real Radicale as CALENDAR_URL, a real SMTP relay, fast retries.
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import tap, { type Test } from 'tap';
import { MAIL_TO, postForm, startRelay, validFields, type Relay } from '../contact/helpers.ts';
import type { Calendar } from '../../server/booking/calendar.ts';
import { startRadicale, type Radicale } from './radicale.ts';
import { testApp } from '../helpers.ts';

export { MAIL_TO };

let forFile: Promise<Radicale> | undefined;
let collections = 0;

/**
 * A calendar of its own for one test, on the test file's one Radicale (started on first use,
 * stopped when the file ends): `calendarUrl` and `put` name a fresh collection. A test that stops
 * its Radicale or logs in starts one of its own with startRadicale.
 */
export async function freshCalendar(): Promise<Radicale> {
  forFile ??= startRadicale(tap);
  const radicale = await forFile;
  const calendar = `calendar-${++collections}`;
  await radicale.make(calendar);
  return { ...radicale, calendarUrl: radicale.urlOf(calendar), put: (name, ics, into = calendar) => radicale.put(name, ics, into) };
}

/** The app on a fresh calendar (freshCalendar), or on `shared` (several form servers on one calendar). */
export async function bookingApp(t: Test, env: Record<string, string> = {}, shared?: Radicale) {
  const radicale = shared ?? (await freshCalendar());
  const relay = await startRelay(t);
  // A read's deadline as long as a busy test machine may need (the hostile calendars' tests shorten it).
  const beforeReady = (app: FastifyInstance) => ((app.slots.options.source as Calendar).deadlineMs = 60_000);
  const { app } = await testApp(t, {
    env: { CALENDAR_URL: radicale.calendarUrl, SMTP_URL: relay.url, MAIL_TO, ...env },
    configure: beforeReady,
  });
  // The boot's read runs in the background; this joins it.
  t.ok(await app.slots.refresh(), 'the calendar is read', { failure: app.slots.failure });
  return { app, radicale, relay };
}

/** A booking post for `slot` (JSON answer unless `headers` say otherwise). */
export function book(
  app: Awaited<ReturnType<typeof bookingApp>>['app'],
  slot: string,
  overrides: Record<string, string> = {},
  headers?: Record<string, string>,
) {
  return postForm(
    app,
    validFields({ form: 'booking', slot, phone: '+49 170 1234567', message: '', ...overrides }),
    headers ? { headers } : {},
  );
}

/** Every mail the relay received for `to`, parsed: subject, text and HTML. */
export async function mailsTo(relay: Relay, to: string) {
  const mails = relay.mails.filter((mail) => mail.envelopeTo.includes(to));
  return Promise.all(
    mails.map(async (mail) => {
      const parsed = await simpleParser(mail.raw);
      const html = typeof parsed.html === 'string' ? parsed.html : '';
      return { mail, parsed, text: parsed.text ?? '', html, subject: parsed.subject ?? '' };
    }),
  );
}

/** The mails with an invitation the relay received for `to` (a reminder has none), their calendar part parsed back by ical.js. */
export async function invitationsTo(relay: Relay, to: string) {
  const invitations = [];
  for (const { parsed, ...mail } of await mailsTo(relay, to)) {
    const part = parsed.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    if (!part) continue;
    const calendar = new ICAL.Component(ICAL.parse(part.content.toString('utf8')) as unknown[]);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    invitations.push({
      ...mail,
      method: String(calendar.getFirstPropertyValue('method')),
      start: event.startDate.toJSDate().toISOString().replace('.000Z', 'Z'),
      tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
      hasTimezone: calendar.getAllSubcomponents('vtimezone').length === 1,
      uid: event.uid,
      sequence: event.sequence,
      organizer: String(vevent.getFirstPropertyValue('organizer')),
      attendee: String(vevent.getFirstPropertyValue('attendee')),
      attendeeName: vevent.getFirstProperty('attendee')!.getParameter('cn'),
      alarm: alarmOf(vevent.getFirstSubcomponent('valarm')),
    });
  }
  return invitations;
}

const alarmOf = (alarm: ICAL.Component | null) =>
  alarm && {
    action: String(alarm.getFirstPropertyValue('action')),
    trigger: String(alarm.getFirstPropertyValue('trigger')),
    description: String(alarm.getFirstPropertyValue('description')),
  };

/** The cancel/move link of the newest confirmation to `to`, as a path. */
export async function manageLink(relay: Relay, to: string): Promise<string> {
  const [latest] = (await invitationsTo(relay, to)).sort((a, b) => b.sequence - a.sequence);
  return /https:\/\/www\.example\.de(\/termin\/\S+)/.exec(latest!.text)![1]!;
}

export type { Relay };
