/**
 * The hydrated form's own check before sending, so errors appear next to their fields in
 * German instead of as browser pop-ups. The rules and their words are the server's own
 * (contact-rules.ts); this module only runs them over the form's data.
 */
import { FIELD_ERRORS, FIELD_LIMITS, FIELDS } from '../contact.ts';
import { checkEmail, checkMessage, checkName, checkPhone, rejectionText, type ValidationRejection } from '../contact-rules.ts';

export type CheckedField = 'name' | 'email' | 'message' | 'phone';
export type FieldErrors = Partial<Record<CheckedField, string>>;

/** Checked in the form's order; the first field with an error receives focus. */
export const CHECKED_FIELDS: readonly CheckedField[] = ['name', 'email', 'message', 'phone'];

const CHECKS: Record<CheckedField, (raw: string) => ValidationRejection | undefined> = {
  name: checkName,
  email: checkEmail,
  message: checkMessage,
  phone: checkPhone,
};

export function fieldError(field: CheckedField, raw: string): string | undefined {
  // The server refuses an over-long field before any rule (parse.ts); maxlength normally stops it.
  if (raw.length > FIELD_LIMITS[FIELDS[field]]) return FIELD_ERRORS.tooLong;
  const reason = CHECKS[field](raw);
  return reason && rejectionText(FIELDS[field], reason);
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
