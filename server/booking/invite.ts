import ICAL from 'ical.js';
import { CALL_TITLE, callChannel, callChannelText, type BookableHours } from '../../shared/content/booking.ts';
import { identity } from '../../shared/content/identity.ts';
import { MAX_NAME_IN_MAIL } from './mail.ts';
import { vtimezone } from './vtimezone.ts';
import { partsOf } from './zone.ts';

export interface Invitation {
  uid: string;
  sequence: number;
  start: number;
  hours: Pick<BookableHours, 'timeZone' | 'callMinutes'>;
  /** MAIL_TO: the organizer. */
  organizer: string;
  attendee: { name: string; email: string };
  /** The cancel/move page, for the description. */
  manageUrl: string;
}

/**
 * The iTIP message (RFC 5546) for the call, built with ical.js: METHOD:REQUEST for a new or moved
 * booking (same UID, a higher SEQUENCE), METHOD:CANCEL for a cancelled one; DTSTART/DTEND in the
 * hours' zone with its VTIMEZONE, so Outlook, Gmail and Apple Mail show „Annehmen“ and the right
 * local time. `method: null` makes the plain event written to the owner's CalDAV calendar.
 * (ical-generator would write a plain Date in the process's own zone without a date library.)
 */
export function invitation(invite: Invitation, method: 'REQUEST' | 'CANCEL' | null): string {
  const { hours } = invite;
  const zoneComponent = new ICAL.Component(ICAL.parse(vtimezone(hours.timeZone)) as unknown[]);
  const zone = new ICAL.Timezone({ component: zoneComponent, tzid: hours.timeZone });
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', `-//${identity.name}//Terminbuchung//DE`);
  calendar.addPropertyWithValue('version', '2.0');
  if (method) calendar.addPropertyWithValue('method', method);
  calendar.addSubcomponent(zoneComponent);

  const event = new ICAL.Component('vevent');
  const at = (ms: number) => {
    const { year, month, day, hour, minute } = partsOf(ms, hours.timeZone);
    return ICAL.Time.fromData({ year, month, day, hour, minute, second: 0 }, zone);
  };
  event.addPropertyWithValue('uid', invite.uid);
  event.addPropertyWithValue('sequence', invite.sequence);
  event.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
  event.addPropertyWithValue('dtstart', at(invite.start)).setParameter('tzid', hours.timeZone);
  event.addPropertyWithValue('dtend', at(invite.start + hours.callMinutes * 60_000)).setParameter('tzid', hours.timeZone);
  event.addPropertyWithValue('summary', CALL_TITLE);
  event.addPropertyWithValue('description', `${callChannelText(callChannel)}\n\nAbsagen oder verschieben: ${invite.manageUrl}`);
  event.addPropertyWithValue('location', callChannel.kind === 'phone' ? `Telefon ${callChannel.number}` : callChannel.url);
  event.addPropertyWithValue('status', method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  event.addPropertyWithValue('transp', 'OPAQUE');
  const organizer = event.addPropertyWithValue('organizer', `mailto:${invite.organizer}`);
  organizer.setParameter('cn', identity.name);
  const attendee = event.addPropertyWithValue('attendee', `mailto:${invite.attendee.email}`);
  attendee.setParameter('cn', [...invite.attendee.name.replace(/"/g, "'")].slice(0, MAX_NAME_IN_MAIL).join(''));
  attendee.setParameter('role', 'REQ-PARTICIPANT');
  attendee.setParameter('partstat', method === 'CANCEL' ? 'DECLINED' : 'NEEDS-ACTION');
  if (method === 'REQUEST') attendee.setParameter('rsvp', 'TRUE');
  calendar.addSubcomponent(event);
  return calendar.toString().replace(/\r?\n/g, '\r\n') + '\r\n';
}
