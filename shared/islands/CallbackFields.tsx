import { CALL_TIMES, FIELDS, PLACEHOLDERS, type FieldName } from '../contact.ts';
import type { TopicValue } from '../content/types.ts';
import type { FormLabels } from './ContactForm.tsx';
import type { CheckedField } from './field-errors.ts';
import { FormField } from './FormField.tsx';

interface CallbackFieldsProps {
  id: string;
  labels: FormLabels;
  /** The page's topic, sent along so the owner and the confirmation know what the call is about. */
  topic: TopicValue | '';
  errors: Partial<Record<CheckedField, string>>;
  onInput: (field: CheckedField, value: string) => void;
  /** What was typed, when the server shows the form again to confirm a post without JavaScript. */
  kept: Partial<Record<FieldName, string>> | undefined;
}

/**
 * The three fields of „Rückruf anfordern“: name, number and the best time of day. No e-mail and
 * no message: the server takes a number without them as a callback request.
 */
export function CallbackFields({ id, labels, topic, errors, onInput, kept = {} }: CallbackFieldsProps) {
  const field = (name: 'name' | 'phone') => ({
    id: `${id}-${name}`,
    field: name,
    error: errors[name],
    onInput,
    defaultValue: kept[FIELDS[name]],
  });
  return (
    <>
      <p className="form__hint">{labels.callbackHint}</p>
      <FormField label={labels.callbackName} autoComplete="name" {...field('name')} />
      <FormField label={labels.phone} type="tel" autoComplete="tel" {...field('phone')} />
      <div className="form__field">
        <label className="form__label" htmlFor={`${id}-call-time`}>
          {labels.callTime}
        </label>
        <select
          className="form__input form__select"
          id={`${id}-call-time`}
          name={FIELDS.callTime}
          defaultValue={kept[FIELDS.callTime] ?? ''}
        >
          <option value="">{PLACEHOLDERS.callTime}</option>
          {CALL_TIMES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <input type="hidden" name={FIELDS.topic} value={topic} />
    </>
  );
}
