import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { partsOf, TIME_ZONE } from '../../shared/clock.ts';
import { topicLabel } from '../../shared/contact.ts';
import { callHow, callTitle } from '../../shared/content/calls.ts';
import { NBSP } from '../../shared/format.ts';
import type { Site } from '../../shared/content/index.ts';
import type { Addresses } from '../contact/compose.ts';
import type { BookingRecord } from './store.ts';

/** The longest name an invitation or a visitor's mail repeats: the only text of the visitor's they carry. */
const MAX_NAME_IN_MAIL = 60;
export const shortName = (name: string) => [...name].slice(0, MAX_NAME_IN_MAIL).join('');

/** What an invitation and a booking's mails need besides the record: the addresses, PUBLIC_URL, the booking's page, the content. */
export type About = Addresses & { siteUrl: string; manageUrl: string; site: Site };

/** The invitation's alarm: this many minutes before the call, in both calendars. */
const ALARM_MINUTES = 15;

/** The zone's VTIMEZONE from a kept library of the IANA rules (timezones-ical-library), parsed once. */
const zoneComponent = new ICAL.Component(ICAL.parse(String(tzlib_get_ical_block(TIME_ZONE)[0])) as unknown[]);
const zone = new ICAL.Timezone({ component: zoneComponent, tzid: TIME_ZONE });

const at = (ms: number) => {
  const { year, month, day, hour, minute } = partsOf(ms);
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: 0 }, zone);
};

type Audience = 'visitor' | 'owner';

/** The event's words for its reader (see invitation()), shared by the invitation and the web calendars' links. */
function eventText(record: BookingRecord, audience: Audience, about: About) {
  const name = shortName(record.name);
  const { identity, calls } = about.site.content;
  const how = callHow(audience, { name, phone: record.phone ?? '' }, calls.channel);
  const topic = topicLabel(record.topic, about.site.topics);
  const description =
    audience === 'visitor'
      ? [how.sentence, `Thema: ${topic}`, `Verschieben oder absagen: ${about.manageUrl}`]
      : [how.sentence, `Thema: ${topic}`, `E-Mail: ${record.email}`, ...(record.phone ? [`Telefon: ${record.phone}`] : [])];
  const summary = audience === 'visitor' ? `${callTitle(calls.hours)} mit ${identity.name}` : `Erstgespräch: ${name} (${topic})`;
  const start = Date.parse(record.start);
  const end = start + calls.hours.callMinutes * 60_000;
  return { name, start, end, where: how.where, description: description.join('\n\n'), summary };
}

/**
 * The call as iCalendar: the iTIP message of a mail (RFC 5546) – METHOD:REQUEST for a new or moved booking (same UID,
 * a higher SEQUENCE), METHOD:CANCEL for a cancelled one – or, with `method` null, the plain event (the owner's CalDAV
 * calendar, the visitor's download). DTSTART/DTEND in the site's zone with its VTIMEZONE, so calendars show „Annehmen“
 * and the right local time. Written for its reader: the visitor's names the owner, the owner's the visitor.
 */
export function invitation(record: BookingRecord, method: 'REQUEST' | 'CANCEL' | null, audience: Audience, about: About): string {
  const calendar = new ICAL.Component('vcalendar');
  const { identity } = about.site.content;
  calendar.addPropertyWithValue('prodid', `-//${identity.name}//Terminbuchung//DE`);
  calendar.addPropertyWithValue('version', '2.0');
  if (method) calendar.addPropertyWithValue('method', method);
  calendar.addSubcomponent(zoneComponent);

  const { name, start, end, where, description, summary } = eventText(record, audience, about);
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', record.uid);
  event.addPropertyWithValue('sequence', record.sequence);
  event.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
  event.addPropertyWithValue('dtstart', at(start)).setParameter('tzid', TIME_ZONE);
  event.addPropertyWithValue('dtend', at(end)).setParameter('tzid', TIME_ZONE);
  event.addPropertyWithValue('summary', summary);
  event.addPropertyWithValue('description', description);
  if (where) event.addPropertyWithValue('location', where);
  event.addPropertyWithValue('status', method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  event.addPropertyWithValue('transp', 'OPAQUE');
  event.addPropertyWithValue('organizer', `mailto:${about.to}`).setParameter('cn', identity.name);
  const attendee = event.addPropertyWithValue('attendee', `mailto:${record.email}`);
  attendee.setParameter('cn', name.replace(/"/g, "'"));
  attendee.setParameter('role', 'REQ-PARTICIPANT');
  attendee.setParameter('partstat', method === 'CANCEL' ? 'DECLINED' : 'NEEDS-ACTION');
  if (method === 'REQUEST') attendee.setParameter('rsvp', 'TRUE');
  if (method !== 'CANCEL') {
    const alarm = new ICAL.Component('valarm');
    alarm.addPropertyWithValue('action', 'DISPLAY');
    alarm.addPropertyWithValue('trigger', ICAL.Duration.fromSeconds(-ALARM_MINUTES * 60));
    alarm.addPropertyWithValue('description', `In ${ALARM_MINUTES}${NBSP}Minuten: ${summary}`);
    event.addSubcomponent(alarm);
  }
  calendar.addSubcomponent(event);
  return calendar.toString().replace(/\r?\n/g, '\r\n') + '\r\n';
}

/**
 * The visitor's event as „Google Kalender“ and „Outlook“ add links (Android's Google Calendar imports no downloaded
 * .ics): plain links, so nothing is asked of either service before the visitor taps. Spaces go as %20: Outlook shows a
 * `+` as it is.
 */
export function calendarLinks(record: BookingRecord, about: About): { google: string; outlook: string } {
  const { start, end, where, description, summary } = eventText(record, 'visitor', about);
  const iso = (ms: number) => new Date(ms).toISOString().replace('.000', '');
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/\+/g, '%20');
  const dates = [start, end].map((ms) => iso(ms).replace(/[-:]/g, '')).join('/');
  const google = query({ action: 'TEMPLATE', text: summary, dates, details: description, location: where });
  const outlook = query({ subject: summary, startdt: iso(start), enddt: iso(end), body: description, location: where });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/action/compose?${outlook}`,
  };
}
