import { FIELD_LIMITS, FIELDS, PLACEHOLDERS, REQUIRED_NOTE } from '../contact.ts';

interface FormFieldProps {
  id: string;
  label: string;
  field: 'name' | 'email' | 'message';
  type?: 'text' | 'email';
  autoComplete?: string;
  /** The message shown next to the field, or undefined. */
  error?: string;
  /** Re-checks the field while it shows an error. */
  onInput?: (field: 'name' | 'email' | 'message', value: string) => void;
}

/**
 * A labelled, required field whose name, limit and placeholder come from the contract. Its
 * error is tied to it by aria-describedby and aria-invalid, so focusing the field reads it.
 */
export function FormField({ id, label, field, type = 'text', autoComplete, error, onInput }: FormFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    className: field === 'message' ? 'form__input form__textarea' : 'form__input',
    id,
    name: FIELDS[field],
    required: true,
    maxLength: FIELD_LIMITS[FIELDS[field]],
    placeholder: PLACEHOLDERS[field],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onInput: onInput ? (event: { currentTarget: { value: string } }) => onInput(field, event.currentTarget.value) : undefined,
  } as const;
  return (
    <div className="form__field">
      {/* The mark stays outside the label: the field's name is the label alone ("Name"), and
          `required` tells assistive technology the rest. */}
      <span className="form__label-row">
        <label className="form__label" htmlFor={id}>
          {label}
        </label>
        <span className="form__required" aria-hidden="true">
          {REQUIRED_NOTE.mark}
        </span>
      </span>
      {field === 'message' ? <textarea {...common} rows={6} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {error ? (
        <p className="form__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
