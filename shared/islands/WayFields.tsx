// The fields of the contact section's three ways: booking, callback, message.
import type { SlotDay } from '../booking.ts';
import { CALL_TIMES, FIELDS, PLACEHOLDERS, type FieldName } from '../contact.ts';
import { bookingNeedsPhone } from '../content/booking.ts';
import type { contactForm } from '../content/contact-form.ts';
import type { TopicValue } from '../content/types.ts';
import type { CheckedField } from './field-errors.ts';
import { FormField, NativeSelect } from './FormField.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { TopicField } from './TopicField.tsx';

/** What a post without JavaScript shown again is about: a field to mend, its slot (a 409), or nothing to mend (`confirm`). */
export type KeptField = CheckedField | 'slot' | 'confirm';

/**
 * A post without JavaScript that the server answers with the page: what was typed and chosen,
 * the server's sentence and what it is about. A field to mend shows the sentence and is focused
 * as the page loads (`slot`: a 409, with the free slots and the day that was chosen open);
 * `confirm` (a post without a token) shows it over „Jetzt senden“, which is focused.
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
  /** The page's topic (a CTA link may choose another). */
  topic: TopicValue | '';
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
  const { id, labels, topic, enhanced } = props;
  return (
    <>
      <FormField label={labels.name} autoComplete="name" {...fieldOf(props, 'name')} />
      <FormField label={labels.email} type="email" autoComplete="email" {...fieldOf(props, 'email')} />
      <TopicField id={`${id}-topic`} label={labels.topic} topic={topic} enhanced={enhanced} />
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
  const { id, labels, topic, enhanced, kept } = props;
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
      {bookingNeedsPhone() ? <FormField label={labels.phone} type="tel" autoComplete="tel" {...fieldOf(props, 'phone')} /> : null}
      <TopicField id={`${id}-topic`} label={labels.topic} topic={topic} enhanced={enhanced} />
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
