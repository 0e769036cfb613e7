// The fields of the contact section's three ways, and what stands in for the booking's while no slot is left.
import type { SlotDay } from '../slots.ts';
import { CALL_TIMES, FIELDS, PLACEHOLDERS, WAYS, type FieldName, type Topic } from '../contact.ts';
import { contactForm } from '../content/contact-form.ts';
import type { CheckedField, FieldErrors } from './field-errors.ts';
import { FormField, NativeSelect } from './FormField.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { TopicField } from './TopicField.tsx';

/** What a post shown again is about: a field to mend, its slot (a 409), a post to confirm, or a booking handed to the callback. */
export type KeptField = CheckedField | 'slot' | 'confirm' | 'notice';

/**
 * A post without JavaScript that the server answers with the page: what was typed and chosen, the
 * server's sentence and what it is about. A field to mend shows the sentence and is focused as the
 * page loads; `confirm` (a post without a token) shows it over „Jetzt senden“, which is focused;
 * `notice` heads the callback form, focused (the island's hand-over from a refused booking too).
 */
export interface Kept {
  values: Partial<Record<FieldName, string>>;
  notice: string;
  field: KeptField;
  openDay?: string;
}

interface FieldsProps {
  id: string;
  errors: FieldErrors;
  onInput: (field: CheckedField, value: string) => void;
  kept: Kept | undefined;
  /** The page's topic (a CTA link may choose another), among the site's. */
  topic: string;
  topics: Topic[];
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
const fields = (props: FieldsProps, ...names: CheckedField[]) => names.map((name) => <FormField key={name} {...fieldOf(props, name)} />);
const topicField = ({ id, topic, topics, enhanced }: FieldsProps) => (
  <TopicField id={`${id}-topic`} topic={topic} topics={topics} enhanced={enhanced} />
);

/** The message way: name, e-mail, topic and the message. */
export function MessageFields(props: FieldsProps) {
  return (
    <>
      {fields(props, 'name', 'email')}
      {topicField(props)}
      {fields(props, 'message')}
    </>
  );
}

/** The booking way: the slot first, then name and e-mail for the invitation, the number where the owner calls, and the topic. */
export function BookingFields(
  props: FieldsProps & { days: readonly SlotDay[]; slot: string; onSlot: (start: string) => void; notice: string },
) {
  const { id, kept } = props;
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
      {fields(props, 'name', 'email', ...(props.ownerCalls ? (['phone'] as const) : []))}
      {topicField(props)}
    </>
  );
}

/** The callback way: name, number and the best time of day; the page's topic goes along, so the owner knows what it is about. */
export function CallbackFields(props: FieldsProps) {
  const { id, topic, kept } = props;
  return (
    <>
      {fields(props, 'name', 'phone')}
      <div className="form__field">
        <label className="form__label" htmlFor={`${id}-call-time`}>
          {contactForm.labels.callTime}
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
