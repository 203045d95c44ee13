/**
 * One form field from whatever was stored or posted by the editor: the
 * properties of its type, cleaned; everything else dropped.
 */
import {
  CHOICE_TYPES,
  MAX_LENGTH_TYPES,
  PLACEHOLDER_TYPES,
  isFormFieldType,
  typeIn,
  type FormFieldType,
} from './field-types.ts';
import { isRecord } from './field-values.ts';
import { MAX_KEY_LENGTH, MAX_LIST_ITEMS, MAX_VALUE_LENGTH } from './limits.ts';
import type { FormField } from './types.ts';

/** What `createFormModel` accepts for a field: id and type, the rest optional. */
export type FormFieldInput = Pick<FormField, 'id' | 'type'> & Partial<Omit<FormField, 'id' | 'type'>>;

/** Types that can never be required: no input, a scale (storefront.md §5), or a value the visitor does not type. */
const NEVER_REQUIRED: readonly FormFieldType[] = ['section', 'likert', 'hidden'];

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Non-blank strings, first occurrence kept, at most MAX_LIST_ITEMS of at most MAX_KEY_LENGTH. */
function uniqueTexts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const texts = value.filter(
    (item): item is string => typeof item === 'string' && item.trim() !== '' && item.length <= MAX_KEY_LENGTH,
  );
  return [...new Set(texts)].slice(0, MAX_LIST_ITEMS);
}

/**
 * The field, or null when it has no usable id (a non-blank string of at most
 * MAX_KEY_LENGTH) or no known type. `required` is true only when it is `true`,
 * and always false for sections, likert and hidden. `maxLength` must be a
 * positive integer and is capped at MAX_VALUE_LENGTH.
 */
export function normalizeField(input: unknown): FormField | null {
  if (!isRecord(input)) return null;
  const { id, type } = input;
  if (typeof id !== 'string' || id.trim() === '' || id.length > MAX_KEY_LENGTH || !isFormFieldType(type)) return null;

  const field: FormField = {
    id,
    type,
    title: text(input.title),
    required: input.required === true && !NEVER_REQUIRED.includes(type),
  };
  const description = text(input.description);
  if (description !== '') field.description = description;
  const placeholder = text(input.placeholder);
  if (placeholder !== '' && typeIn(PLACEHOLDER_TYPES, type)) field.placeholder = placeholder;
  if (typeIn(CHOICE_TYPES, type)) field.options = uniqueTexts(input.options);
  const { maxLength } = input;
  if (typeIn(MAX_LENGTH_TYPES, type) && typeof maxLength === 'number' && Number.isInteger(maxLength) && maxLength > 0) {
    field.maxLength = Math.min(maxLength, MAX_VALUE_LENGTH);
  }
  if (type === 'likert') field.statements = uniqueTexts(input.statements);
  if (type === 'hidden') field.value = text(input.value).slice(0, MAX_VALUE_LENGTH);
  return field;
}

/** The usable fields, in order; a field whose id is already taken is dropped. */
export function normalizeFields(input: unknown): FormField[] {
  if (!Array.isArray(input)) return [];
  const seen = new Set<string>();
  const fields: FormField[] = [];
  for (const item of input) {
    const field = normalizeField(item);
    if (field === null || seen.has(field.id)) continue;
    seen.add(field.id);
    fields.push(field);
  }
  return fields;
}
