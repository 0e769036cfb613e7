import { useEffect, useRef, type ComponentProps } from 'react';
import { FIELD_ERRORS, FIELD_LIMITS, FIELDS, PLACEHOLDERS, REQUIRED_NOTE } from '../contact.ts';
import { PHONE_PATTERN } from '../contact-rules.ts';
import { contactForm } from '../content/contact-form.ts';
import type { CheckedField } from './field-errors.ts';

interface FormFieldProps {
  id: string;
  field: CheckedField;
  error?: string;
  /** Re-checks the field while it shows an error. */
  onInput?: (field: CheckedField, value: string) => void;
  /** What the visitor had typed, when the server shows the form again after refusing a post. */
  defaultValue?: string;
  /** The field a refused post is about: focused (and so scrolled to and read out) as the page loads. */
  autoFocus?: boolean;
}

/**
 * A labelled, required field as the contract defines it. Its error is tied to it by
 * aria-describedby and aria-invalid, so focusing the field reads it. The phone field carries the
 * server's own pattern, so a browser without JavaScript refuses what the server would refuse.
 */
export function FormField({ id, field, error, onInput, defaultValue, autoFocus }: FormFieldProps) {
  const errorId = `${id}-error`;
  const type = field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text';
  const common = {
    className: field === 'message' ? 'form__input form__textarea' : 'form__input',
    id,
    name: FIELDS[field],
    required: true,
    defaultValue,
    // Only on the page that answers a refused post: focus goes where the visitor must act (WCAG 3.3.1).
    autoFocus,
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
          {contactForm.labels[field]}
        </label>
        <span className="form__required" aria-hidden="true">
          {REQUIRED_NOTE.mark}
        </span>
      </span>
      {field === 'message' ? (
        <textarea {...common} rows={6} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={type === 'tel' ? 'tel' : field}
          inputMode={type === 'tel' ? 'tel' : undefined}
          pattern={type === 'tel' ? PHONE_PATTERN : undefined}
          // The browser's own message for a pattern mismatch adds the title: say what fits.
          title={type === 'tel' ? FIELD_ERRORS.phoneInvalid : undefined}
        />
      )}
      {error ? (
        <p className="form__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A sentence the visitor must act on (no call bookable, a booking refused, a slot taken; `error`: styled as one), focused so it is read out. */
export function FormNotice({ id, text, focus, error }: { id: string; text: string; focus: boolean; error?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, text]);
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to the visitor's post, or by the island after a 409
    <p className={error ? 'form__error' : 'form__notice'} id={id} tabIndex={-1} ref={ref} autoFocus={focus}>
      {text}
    </p>
  );
}

type NativeSelectProps = ComponentProps<'select'> & { placeholder: string; options: readonly { value: string; label: string }[] };

/** A native select (the server's; the browser's without script): the placeholder, then the options. */
export function NativeSelect({ placeholder, options, ...select }: NativeSelectProps) {
  return (
    <select className="form__input form__select" {...select}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
