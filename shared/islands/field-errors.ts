/**
 * The hydrated form's own check before sending, so errors appear next to their fields in
 * German instead of as browser pop-ups. The rules are the server's own (contact-rules.ts);
 * this module only says each reason in words.
 */
import { FIELD_ERRORS, FIELD_LIMITS, FIELDS } from '../contact.ts';
import { checkEmail, checkMessage, checkName, type ValidationRejection } from '../contact-rules.ts';

export type CheckedField = 'name' | 'email' | 'message';
export type FieldErrors = Partial<Record<CheckedField, string>>;

/** Checked in this order; the first field with an error receives focus. */
export const CHECKED_FIELDS: readonly CheckedField[] = ['name', 'email', 'message'];

const CHECKS: Record<CheckedField, (raw: string) => ValidationRejection | undefined> = {
  name: checkName,
  email: checkEmail,
  message: checkMessage,
};

const TEXTS: Record<CheckedField, Partial<Record<ValidationRejection, string>>> = {
  name: { required: FIELD_ERRORS.name, 'control-characters': FIELD_ERRORS.nameInvalid },
  email: { required: FIELD_ERRORS.emailMissing, 'invalid-email': FIELD_ERRORS.emailInvalid },
  message: { required: FIELD_ERRORS.message },
};

export function fieldError(field: CheckedField, raw: string): string | undefined {
  // The server refuses an over-long field before any rule (parse.ts); maxlength normally stops it.
  if (raw.length > FIELD_LIMITS[FIELDS[field]]) return FIELD_ERRORS.tooLong;
  const reason = CHECKS[field](raw);
  return reason && (TEXTS[field][reason] ?? FIELD_ERRORS.tooLong);
}

export function fieldErrors(data: FormData): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CHECKED_FIELDS) {
    const value = data.get(FIELDS[field]);
    const error = fieldError(field, typeof value === 'string' ? value : '');
    if (error) errors[field] = error;
  }
  return errors;
}
