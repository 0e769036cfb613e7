import type { Slot } from '../booking.ts';
import { FIELDS } from '../contact.ts';
import type { TopicValue } from '../content/types.ts';
import type { ContactFormProps, FormLabels } from './ContactForm.tsx';
import type { CheckedField } from './field-errors.ts';
import { FormField } from './FormField.tsx';
import { SlotPicker } from './SlotPicker.tsx';
import { TopicField } from './TopicField.tsx';

interface MessageFieldsProps {
  id: string;
  labels: FormLabels;
  errors: Partial<Record<CheckedField, string>>;
  onInput: (field: CheckedField, value: string) => void;
  kept: ContactFormProps['kept'];
  initialTopic: TopicValue | '';
  enhanced: boolean;
  slots: readonly Slot[];
  /** The chosen slot's start, '' for none: with one, the message is optional. */
  slot: string;
  onSlot: (start: string) => void;
}

/** The message form's fields: name, e-mail, topic, the optional slot (when the calendar offers any) and the message. */
export function MessageFields({ id, labels, errors, onInput, kept, initialTopic, enhanced, slots, slot, onSlot }: MessageFieldsProps) {
  const [refused, typed] = [kept?.field, kept?.values ?? {}];
  return (
    <>
      <FormField
        id={`${id}-name`}
        label={labels.name}
        field="name"
        autoComplete="name"
        error={errors.name}
        onInput={onInput}
        defaultValue={typed[FIELDS.name]}
        autoFocus={refused === 'name'}
      />
      <FormField
        id={`${id}-email`}
        label={labels.email}
        field="email"
        type="email"
        autoComplete="email"
        error={errors.email}
        onInput={onInput}
        defaultValue={typed[FIELDS.email]}
        autoFocus={refused === 'email'}
      />
      <TopicField id={`${id}-topic`} label={labels.topic} initialTopic={initialTopic} enhanced={enhanced} />
      {slots.length > 0 ? (
        <SlotPicker
          id={`${id}-slot`}
          slots={slots}
          labels={labels}
          enhanced={enhanced}
          chosen={slot}
          onChoose={onSlot}
          notice={refused === 'slot' ? kept?.notice : undefined}
        />
      ) : null}
      <FormField
        id={`${id}-message`}
        label={labels.message}
        field="message"
        error={errors.message}
        onInput={onInput}
        // Without JavaScript the browser cannot tell a chosen slot: where slots are offered the
        // server alone asks for the message (a booking needs none) and answers with the page.
        required={enhanced ? !slot : slots.length === 0}
        defaultValue={typed[FIELDS.message]}
        autoFocus={refused === 'message'}
      />
    </>
  );
}
