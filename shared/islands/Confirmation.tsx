import type { Ref } from 'react';
import { callTimeLabel, MESSAGES, statusIds, type BookedCall, type CallTime, type Way } from '../contact.ts';
import { SiteLink } from '../ui/SiteLink.tsx';
import { FactList } from '../ui/FactList.tsx';
import { contactForm } from '../content/contact-form.ts';

/** What a confirmation repeats of a send: what was asked for, never the visitor's name; a booking: the server's own facts. */
export interface ConfirmationFacts {
  kind: Way;
  /** The topic's label. */
  topic?: string;
  callTime?: CallTime;
  /** The number called back (the island has it; after a post without JavaScript the confirmation repeats nothing). */
  phone?: string;
  booking?: BookedCall;
}

const texts = contactForm.confirmation;

const Facts = ({ rows }: { rows: Array<[string, string]> }) => (
  <FactList facts={rows.map(([label, value]) => ({ label, value }))} className="form__facts" />
);

/** A booking's facts and links (.ics, Google Kalender, Outlook, its page): the confirmation after a send, and the booking's own page. */
export function BookedFacts({ booking }: { booking: BookedCall }) {
  return (
    <>
      <Facts rows={[...booking.facts, [texts.invitation, booking.email]]} />
      <p className="form__links">
        <a className="button button--primary" href={booking.calendar} download="termin.ics">
          {texts.calendar}
        </a>
        <SiteLink className="text-link" href={booking.google}>
          {texts.google}
        </SiteLink>
        <SiteLink className="text-link" href={booking.outlook}>
          {texts.outlook}
        </SiteLink>
        {booking.manage ? (
          <a className="text-link" href={booking.manage}>
            {texts.manage}
          </a>
        ) : null}
      </p>
    </>
  );
}

/** What a form gives way to after a send: the status line (the anchor a post without JavaScript lands on) and what comes next. */
export function Confirmation({ id, facts, statusRef }: { id: string; facts: ConfirmationFacts; statusRef?: Ref<HTMLParagraphElement> }) {
  const { kind, topic, callTime, phone, booking } = facts;
  const title = kind === 'booking' ? texts.booking : kind === 'callback' ? texts.callback : MESSAGES.success;
  const next = kind === 'booking' ? texts.bookingNext : kind === 'callback' ? texts.callbackNext : texts.messageNext;
  const rows: Array<[string, string]> = [];
  if (topic && !booking) rows.push([texts.topic, topic]);
  // The number is always part of a callback sent here; after a post without JavaScript nothing of it is known.
  if (phone && kind === 'callback') rows.push([texts.callTime, callTime ? callTimeLabel(callTime) : texts.anyTime], [texts.phone, phone]);
  return (
    <div className="form form__confirmation">
      <p className="form__status form__status--success" role="status" id={statusIds(id).success} ref={statusRef} tabIndex={-1}>
        {title}
      </p>
      {booking ? <BookedFacts booking={booking} /> : null}
      {rows.length > 0 ? <Facts rows={rows} /> : null}
      <p className="form__next">{next}</p>
      {booking ? null : (
        <p>
          <a className="text-link" href={texts.next.href}>
            {texts.next.label}
          </a>
        </p>
      )}
    </div>
  );
}
