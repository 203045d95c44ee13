/**
 * The form builder's edits as pure functions of the field list: add, remove,
 * move, change. The server normalises what is saved (normalizeForm drops
 * properties a type does not use), so changing a field's type keeps its id,
 * title and the rest.
 */
import type { FormField, FormFieldType } from '@plinth/forms';

/** Types that are never required (a heading, likert, hidden). */
export const NEVER_REQUIRED: ReadonlySet<FormFieldType> = new Set<FormFieldType>(['section', 'likert', 'hidden']);
/** Types answered from options. */
export const OPTION_TYPES: ReadonlySet<FormFieldType> = new Set<FormFieldType>(['radio', 'checkbox', 'select']);
/** Types with a maximum length. */
export const LENGTH_TYPES: ReadonlySet<FormFieldType> = new Set<FormFieldType>(['text', 'textarea']);

/** An id not used by `fields`: 'field-1', 'field-2', … */
export function newFieldId(fields: readonly FormField[]): string {
  const used = new Set(fields.map((field) => field.id));
  let n = fields.length + 1;
  while (used.has(`field-${n}`)) n++;
  return `field-${n}`;
}

/** `fields` plus a new optional text field at the end. */
export function addField(fields: readonly FormField[]): FormField[] {
  return [...fields, { id: newFieldId(fields), type: 'text', title: 'New field', required: false }];
}

/** `fields` without the one at `index`. */
export function removeField(fields: readonly FormField[], index: number): FormField[] {
  return fields.filter((_, i) => i !== index);
}

/** `fields` with the one at `index` moved by `delta` (-1 up, +1 down); unchanged at the ends. */
export function moveField(fields: readonly FormField[], index: number, delta: -1 | 1): FormField[] {
  const target = index + delta;
  if (index < 0 || index >= fields.length || target < 0 || target >= fields.length) return [...fields];
  const next = [...fields];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** `fields` with `changes` applied to the one at `index`; a type that is never required clears the flag. */
export function changeField(fields: readonly FormField[], index: number, changes: Partial<FormField>): FormField[] {
  return fields.map((field, i) => {
    if (i !== index) return field;
    const next = { ...field, ...changes };
    if (NEVER_REQUIRED.has(next.type)) next.required = false;
    if (OPTION_TYPES.has(next.type) && !next.options) next.options = ['Option 1', 'Option 2'];
    if (next.type === 'likert' && !next.statements) next.statements = ['Statement 1'];
    return next;
  });
}

/**
 * One entry per non-blank line, trimmed.
 * @example linesToList('Red\n\n Blue ') // ['Red', 'Blue']
 */
export function linesToList(text: string): string[] {
  return text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
}
