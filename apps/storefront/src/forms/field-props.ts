/** What every field component of a site form receives. */
import type { FieldValue, FormField } from '@plinth/forms';

export interface FieldProps {
  /** The id of the field's main element; parts, errors and descriptions derive theirs from it. */
  inputId: string;
  field: FormField;
  value: FieldValue;
  /** The message shown above the field's title, if any. */
  error?: string;
  disabled: boolean;
  onChange(value: FieldValue): void;
}

/** The ids an input is described by: its error (shown first), its description, and more. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return list.length > 0 ? list.join(' ') : undefined;
}

/** The record of a parts or likert answer; {} for any other shape. */
export function partsOf(value: FieldValue): Record<string, string> {
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}
