/**
 * Form validation (storefront.md §5), the same in the island before the
 * request and on the server (`POST /api/rest/forms/validate/{formId}` and
 * `POST /api/form/SaveFormSubmission`).
 */
import { formatError } from './field-checks.ts';
import { coerceFieldValue, isEmptyValue, missingParts, readValue } from './field-values.ts';
import { isMultiPartType } from './field-types.ts';
import { FORM_MESSAGES } from './messages.ts';
import type { FieldErrors, FormField, FormModel, PartsValue } from './types.ts';

export interface FormValidation {
  valid: boolean;
  /** Field id → message, in form order; shown above each field's title. */
  fieldErrors: FieldErrors;
  /** 'One or more fields is invalid, please check your entries.' when any field is invalid. */
  message?: string;
}

/**
 * The message for one field, or null when its answer is fine:
 * 1. a wrong shape (an object for a text field …) → the parse message;
 * 2. required and empty, or required with a required part blank → 'Required'
 *    (likert, section and hidden are never required);
 * 3. optional and empty → fine (no format or length check);
 * 4. otherwise the format and length checks of its type.
 */
export function validateField(field: FormField, raw: unknown): string | null {
  const coerced = coerceFieldValue(field, raw);
  if (!coerced.ok) return FORM_MESSAGES.parseError;
  const value = coerced.value;
  const required = field.required && field.type !== 'likert' && field.type !== 'hidden';
  const empty = isEmptyValue(field, value);
  if (required && (empty || (isMultiPartType(field.type) && missingParts(field, value as PartsValue).length > 0))) {
    return FORM_MESSAGES.required;
  }
  if (empty) return null;
  return formatError(field, value);
}

/**
 * Checks every field of `form` against `values` (field id → answer). Section
 * items are skipped; answers to unknown ids are ignored; nothing is trimmed or
 * changed. Never throws, whatever `values` holds.
 * @example validateForm(form, { email: 'nope' })
 * // { valid: false, fieldErrors: { email: 'Email is not valid. Email addresses should follow the format user@domain.com.' },
 * //   message: 'One or more fields is invalid, please check your entries.' }
 */
export function validateForm(form: FormModel, values: unknown): FormValidation {
  const errors: [string, string][] = [];
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    const error = validateField(field, readValue(values, field.id));
    if (error !== null) errors.push([field.id, error]);
  }
  // fromEntries defines own properties, so even an id like '__proto__' stays a plain key.
  const fieldErrors: FieldErrors = Object.fromEntries(errors);
  return errors.length === 0
    ? { valid: true, fieldErrors }
    : { valid: false, fieldErrors, message: FORM_MESSAGES.fieldsInvalid };
}
