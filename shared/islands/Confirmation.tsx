import type { Ref } from 'react';
import { BOOKING_MESSAGES, type Slot } from '../booking.ts';
import { callTimeLabel, MESSAGES, statusIds, topicLabel, type CallTime } from '../contact.ts';
import type { LeadKind } from '../contact-rules.ts';
import type { contactForm } from '../content/contact-form.ts';
import type { TopicValue } from '../content/types.ts';

/** What a confirmation repeats of a send: what was asked for, never the visitor's name or address. */
export interface ConfirmationFacts {
  kind: LeadKind;
  topic?: TopicValue;
  slot?: Slot;
  callTime?: CallTime;
  /** The number called back (the island has it; after a post without JavaScript the confirmation repeats nothing). */
  phone?: string;
}

type ConfirmationTexts = typeof contactForm.confirmation;

interface ConfirmationProps {
  idPrefix: string;
  facts: ConfirmationFacts;
  texts: ConfirmationTexts;
  /** What happens next after a message. */
  nextSteps: string;
  /** The heading line: focused after a send with JavaScript, so it is seen and read out. */
  statusRef?: Ref<HTMLParagraphElement>;
}

/**
 * What the form gives way to after a send: the status line (its id is the anchor a post without
 * JavaScript lands on), the facts it repeats, what happens next and one next step.
 */
export function Confirmation({ idPrefix, facts, texts, nextSteps, statusRef }: ConfirmationProps) {
  const { kind, topic, slot, callTime, phone } = facts;
  const title = kind === 'booking' ? BOOKING_MESSAGES.success : kind === 'callback' ? texts.callback : MESSAGES.success;
  const next = kind === 'booking' ? texts.bookingNext : kind === 'callback' ? texts.callbackNext : nextSteps;
  const rows: Array<[string, string]> = [];
  if (topic) rows.push([texts.topic, topicLabel(topic)]);
  if (slot) rows.push([texts.slot, slot.label]);
  // A callback sent with JavaScript: its time and number (the page after a post without it repeats neither).
  if (phone) rows.push([texts.callTime, callTime ? callTimeLabel(callTime) : texts.anyTime], [texts.phone, phone]);
  return (
    <div className="form form__confirmation">
      <p className="form__status form__status--success" role="status" id={statusIds(idPrefix).success} ref={statusRef} tabIndex={-1}>
        {title}
      </p>
      {rows.length > 0 ? (
        <dl className="form__facts">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="form__next">{next}</p>
      <p>
        <a className="text-link" href={texts.next.href}>
          {texts.next.label}
        </a>
      </p>
    </div>
  );
}
