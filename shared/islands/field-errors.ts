/**
 * The hydrated form's own check before sending, so errors appear next to their fields in
 * German instead of as browser pop-ups. The same rules as the server's: required, limits,
 * and EMAIL_PATTERN, the one definition of a valid address.
 */
import { EMAIL_PATTERN, FIELD_ERRORS, FIELD_LIMITS, FIELDS } from '../contact.ts';

export type CheckedField = 'name' | 'email' | 'message';
export type FieldErrors = Partial<Record<CheckedField, string>>;

/** Checked in this order; the first field with an error receives focus. */
export const CHECKED_FIELDS: readonly CheckedField[] = ['name', 'email', 'message'];

export function fieldError(field: CheckedField, raw: string): string | undefined {
  const value = raw.trim();
  if (value.length > FIELD_LIMITS[FIELDS[field]]) return FIELD_ERRORS.tooLong;
  if (field === 'email') {
    if (!value) return FIELD_ERRORS.emailMissing;
    return EMAIL_PATTERN.test(value) ? undefined : FIELD_ERRORS.emailInvalid;
  }
  return value ? undefined : FIELD_ERRORS[field];
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
