// The fields of the contact section's three ways: booking, callback, message; and what stands in
// for the booking's while no slot is left.
import { useEffect, useRef } from 'react';
import type { SlotDay } from '../slots.ts';
import { CALL_TIMES, FIELDS, PLACEHOLDERS, WAYS, type FieldName } from '../contact.ts';
import { contactForm } from '../content/contact-form.ts';
import type { Topic } from '../contact.ts';
import type { CheckedField } from './field-errors.ts';
import { FormField, NativeSelect } from './FormField.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { TopicField } from './TopicField.tsx';

/**
 * What a post without JavaScript shown again is about: a field to mend, its slot (a 409), nothing
 * to mend (`confirm`), or a booking refused with no slot left, handed to the callback (`notice`).
 */
export type KeptField = CheckedField | 'slot' | 'confirm' | 'notice';

/**
 * A post without JavaScript that the server answers with the page: what was typed and chosen,
 * the server's sentence and what it is about. A field to mend shows the sentence and is focused
 * as the page loads (`slot`: a 409, with the free slots and the day that was chosen open);
 * `confirm` (a post without a token) shows it over „Jetzt senden“, which is focused; `notice`
 * heads the callback form, focused (the island's hand-over from a refused booking is one too).
 */
export interface Kept {
  values: Partial<Record<FieldName, string>>;
  notice: string;
  field: KeptField;
  openDay?: string;
}

interface FieldsProps {
  id: string;
  labels: typeof contactForm.labels;
  errors: Partial<Record<CheckedField | 'slot', string>>;
  onInput: (field: CheckedField, value: string) => void;
  kept: Kept | undefined;
  /** The page's topic (a CTA link may choose another), among the site's. */
  topic: string;
  topics: Topic[];
  /** The owner calls the visitor: the booking asks for the number. */
  ownerCalls: boolean;
  enhanced: boolean;
}

/** A field of the form, with what it keeps of a post shown again and whether that post's reason is about it. */
const fieldOf = ({ id, errors, onInput, kept }: FieldsProps, name: CheckedField) => ({
  id: `${id}-${name}`,
  field: name,
  error: errors[name],
  onInput,
  defaultValue: kept?.values[FIELDS[name]],
  autoFocus: kept?.field === name,
});

/** The message way: name, e-mail, topic and the message. */
export function MessageFields(props: FieldsProps) {
  const { id, labels, topic, topics, enhanced } = props;
  return (
    <>
      <FormField label={labels.name} autoComplete="name" {...fieldOf(props, 'name')} />
      <FormField label={labels.email} type="email" autoComplete="email" {...fieldOf(props, 'email')} />
      <TopicField id={`${id}-topic`} label={labels.topic} topic={topic} topics={topics} enhanced={enhanced} />
      <FormField label={labels.message} {...fieldOf(props, 'message')} />
    </>
  );
}

/**
 * The booking way: the slot first (every free day of the horizon), then name and e-mail for the
 * invitation, the number where the owner calls, and the topic (the page's own, pre-selected).
 */
export function BookingFields(
  props: FieldsProps & { days: readonly SlotDay[]; slot: string; onSlot: (start: string) => void; notice: string },
) {
  const { id, labels, topic, topics, enhanced, kept } = props;
  return (
    <>
      <SlotPicker
        id={`${id}-slot`}
        days={props.days}
        chosen={props.slot}
        onChoose={props.onSlot}
        openDay={kept?.openDay}
        notice={props.notice || (kept?.field === 'slot' ? kept.notice : undefined)}
        error={props.errors.slot}
      />
      <FormField label={labels.name} autoComplete="name" {...fieldOf(props, 'name')} />
      <FormField label={labels.email} type="email" autoComplete="email" {...fieldOf(props, 'email')} />
      {props.ownerCalls ? <FormField label={labels.phone} type="tel" autoComplete="tel" {...fieldOf(props, 'phone')} /> : null}
      <TopicField id={`${id}-topic`} label={labels.topic} topic={topic} topics={topics} enhanced={enhanced} />
    </>
  );
}

/**
 * The callback way: name, number and the best time of day; the page's topic goes along, so the
 * owner and the confirmation know what the call is about.
 */
export function CallbackFields(props: FieldsProps) {
  const { id, labels, topic, kept } = props;
  return (
    <>
      <FormField label={labels.name} autoComplete="name" {...fieldOf(props, 'name')} />
      <FormField label={labels.phone} type="tel" autoComplete="tel" {...fieldOf(props, 'phone')} />
      <div className="form__field">
        <label className="form__label" htmlFor={`${id}-call-time`}>
          {labels.callTime}
        </label>
        <NativeSelect
          id={`${id}-call-time`}
          name={FIELDS.callTime}
          defaultValue={kept?.values[FIELDS.callTime] ?? ''}
          placeholder={PLACEHOLDERS.callTime}
          options={CALL_TIMES}
        />
      </div>
      <input type="hidden" name={FIELDS.topic} value={topic} />
    </>
  );
}

/**
 * The sentence at a callback form's head: why no call can be booked, or why the booking the
 * visitor sent was refused – then focused (as the page that answers the post loads, or as the
 * island takes the hand-over), so it is read out where the visitor goes on.
 */
export function FormNotice({ id, text, focus }: { id: string; text: string; focus: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, text]);
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to the visitor's post
    <p className="form__notice" id={id} tabIndex={-1} ref={ref} autoFocus={focus}>
      {text}
    </p>
  );
}

/** The booking way with no slot to offer: one sentence, and the way to the callback form. */
export function BookingClosed({ notice }: { notice: string }) {
  return (
    <div className="form">
      <p className="form__notice" role="status">
        {notice}
      </p>
      <a className="button button--primary form__submit" href={`#${WAYS.callback}`}>
        {contactForm.labels.submit.callback}
      </a>
    </div>
  );
}
