/** The hydrated form's check before sending, so errors show in German beside their fields; the rules and words are the server's. */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { FIELD_ERRORS, FIELD_LIMITS, FIELDS, type Way } from '../contact.ts';
import {
  checkEmail,
  checkMessage,
  checkName,
  checkPhone,
  checkSlot,
  rejectionText,
  requiredBy,
  type ValidationRejection,
} from '../contact-rules.ts';

export type CheckedField = 'name' | 'email' | 'message' | 'phone';
type Field = CheckedField | 'slot';
export type FieldErrors = Partial<Record<Field, string>>;

/** Checked in the forms' order (a booking's slot comes first); the first field with an error receives focus. */
const CHECKED_FIELDS: readonly Field[] = ['slot', 'name', 'email', 'message', 'phone'];

type Check = (raw: string, required: boolean) => ValidationRejection | undefined;
const CHECKS: Record<Field, Check> = { name: checkName, email: checkEmail, message: checkMessage, phone: checkPhone, slot: checkSlot };

/** A field's error for a post of this kind (the server's rule: which fields it needs; `ownerCalls`: a booking needs the number). */
export function fieldError(field: Field, raw: string, kind: Way = 'message', ownerCalls = false): string | undefined {
  // The server refuses an over-long field before any rule (parse.ts); maxlength normally stops it.
  if (raw.length > FIELD_LIMITS[FIELDS[field]]) return FIELD_ERRORS.tooLong;
  const reason = CHECKS[field](raw, field === 'name' || requiredBy(kind, ownerCalls)[field]);
  return reason && rejectionText(FIELDS[field], reason);
}

/**
 * The errors shown next to the fields: all checked before a send, one re-checked as it is corrected.
 * `refused`: the server's reason for a field, when it answered a post without JavaScript with the page.
 */
export function useFieldErrors(kind: Way, ownerCalls: boolean, refused?: { field: string; notice: string }) {
  // A refused slot's reason is the picker's notice at its head (SlotPicker), not its error too.
  const shown = refused && refused.field !== 'slot' && (CHECKED_FIELDS as readonly string[]).includes(refused.field);
  const [errors, setErrors] = useState<FieldErrors>(() => (shown ? { [refused.field]: refused.notice } : {}));
  return {
    errors,
    /** Shows every field's error and focuses the first field that has one; true when none has. */
    check: (form: HTMLFormElement, data: FormData): boolean => {
      // A field the form does not have counts as empty: it is an error only where the kind needs it.
      const found: FieldErrors = {};
      for (const field of CHECKED_FIELDS) {
        const value = data.get(FIELDS[field]);
        const error = fieldError(field, typeof value === 'string' ? value : '', kind, ownerCalls);
        if (error) found[field] = error;
      }
      // Rendered before the focus moves: the field is then marked invalid with its error, and
      // the focus scroll sees the page as it stays (errors inserted later push the field away).
      flushSync(() => setErrors(found));
      const first = CHECKED_FIELDS.find((field) => found[field]);
      if (!first) return true;
      // Focus reads the field's label and its error (aria-describedby) to screen readers. The
      // field is centred by hand: the focus scroll leaves a field that is partly on screen where
      // it is, which may be under the fixed header (the CSS scroll-behavior still applies).
      // A slot: the open day's first time, else the first day (a closed day's radios cannot take focus).
      const target = first === 'slot' ? 'details[open] input, .slot-day summary' : `[name="${FIELDS[first]}"]`;
      const field = form.querySelector<HTMLElement>(target);
      field?.focus({ preventScroll: true });
      field?.scrollIntoView({ block: 'center' });
      return false;
    },
    /** A field that shows an error is checked again as the visitor types; it never gains one then. */
    recheck: (field: CheckedField, value: string) => {
      if (errors[field]) setErrors((current) => ({ ...current, [field]: fieldError(field, value, kind, ownerCalls) }));
    },
  };
}
