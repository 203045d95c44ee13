/**
 * The answers a form starts with: every input field empty (a hidden field its
 * own value), a time field with AM pre-selected (a pre-filled part that does
 * not make an optional answer non-empty).
 */
import { emptyValue, type FormModel, type FormValues } from '@plinth/forms';

/** The starting answers of `form`, keyed by field id. */
export function initialValues(form: FormModel): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    const empty = emptyValue(field);
    values[field.id] = field.type === 'time' && typeof empty === 'object' && !Array.isArray(empty) ? { ...empty, ampm: 'AM' } : empty;
  }
  return values;
}
