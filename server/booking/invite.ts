import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { partsOf, TIME_ZONE } from '../../shared/clock.ts';
import { topicLabel } from '../../shared/contact.ts';
import { bookableHours, CALL_TITLE, callHow } from '../../shared/content/booking.ts';
import { identity } from '../../shared/content/identity.ts';
import type { Addresses } from '../contact/compose.ts';
import type { BookingRecord } from './store.ts';

/** The longest name an invitation or a visitor's mail repeats: the only text of the visitor's they carry. */
const MAX_NAME_IN_MAIL = 60;
export const shortName = (name: string) => [...name].slice(0, MAX_NAME_IN_MAIL).join('');

/** What an invitation and a booking's mails need besides the record: the site's sender, MAIL_TO (the organizer), the booking's page. */
export type About = Addresses & { manageUrl: string };

/** The zone's VTIMEZONE from a kept library of the IANA rules (timezones-ical-library), parsed once. */
const zoneComponent = new ICAL.Component(ICAL.parse(String(tzlib_get_ical_block(TIME_ZONE)[0])) as unknown[]);
const zone = new ICAL.Timezone({ component: zoneComponent, tzid: TIME_ZONE });

const at = (ms: number) => {
  const { year, month, day, hour, minute } = partsOf(ms);
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: 0 }, zone);
};

/**
 * The call as iCalendar, built with ical.js: the iTIP message of a mail (RFC 5546) – METHOD:REQUEST
 * for a new or moved booking (same UID, a higher SEQUENCE), METHOD:CANCEL for a cancelled one –
 * or, with `method` null, the plain event (the owner's CalDAV calendar, the visitor's download).
 * DTSTART/DTEND in the site's zone with its VTIMEZONE, so calendars show „Annehmen“ and the right
 * local time. Written for its reader: the visitor's names the owner and how the call happens
 * with the booking's page; the owner's names the visitor, the topic and how to reach them.
 */
export function invitation(
  record: BookingRecord,
  method: 'REQUEST' | 'CANCEL' | null,
  audience: 'visitor' | 'owner',
  about: About,
): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', `-//${identity.name}//Terminbuchung//DE`);
  calendar.addPropertyWithValue('version', '2.0');
  if (method) calendar.addPropertyWithValue('method', method);
  calendar.addSubcomponent(zoneComponent);

  const start = Date.parse(record.start);
  const name = shortName(record.name);
  const how = callHow(audience, { name, phone: record.phone ?? '' });
  const topic = topicLabel(record.topic);
  const description =
    audience === 'visitor'
      ? [how.sentence, `Thema: ${topic}`, `Verschieben oder absagen: ${about.manageUrl}`]
      : [how.sentence, `Thema: ${topic}`, `E-Mail: ${record.email}`, ...(record.phone ? [`Telefon: ${record.phone}`] : [])];
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', record.uid);
  event.addPropertyWithValue('sequence', record.sequence);
  event.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
  event.addPropertyWithValue('dtstart', at(start)).setParameter('tzid', TIME_ZONE);
  event.addPropertyWithValue('dtend', at(start + bookableHours.callMinutes * 60_000)).setParameter('tzid', TIME_ZONE);
  event.addPropertyWithValue('summary', audience === 'visitor' ? `${CALL_TITLE} mit ${identity.name}` : `Erstgespräch: ${name} (${topic})`);
  event.addPropertyWithValue('description', description.join('\n\n'));
  if (how.where) event.addPropertyWithValue('location', how.where);
  event.addPropertyWithValue('status', method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  event.addPropertyWithValue('transp', 'OPAQUE');
  event.addPropertyWithValue('organizer', `mailto:${about.to}`).setParameter('cn', identity.name);
  const attendee = event.addPropertyWithValue('attendee', `mailto:${record.email}`);
  attendee.setParameter('cn', name.replace(/"/g, "'"));
  attendee.setParameter('role', 'REQ-PARTICIPANT');
  attendee.setParameter('partstat', method === 'CANCEL' ? 'DECLINED' : 'NEEDS-ACTION');
  if (method === 'REQUEST') attendee.setParameter('rsvp', 'TRUE');
  calendar.addSubcomponent(event);
  return calendar.toString().replace(/\r?\n/g, '\r\n') + '\r\n';
}
