/** A form with one field of every type, for the tests. */
import { createFormModel } from './create-form.ts';
import type { FormFieldInput } from './normalize-field.ts';
import type { FormModel } from './types.ts';

export const ALL_FIELDS: FormFieldInput[] = [
  { id: 'intro', type: 'section', title: 'About you' },
  { id: 'fullName', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'message', type: 'textarea', title: 'Message', maxLength: 10 },
  { id: 'nickname', type: 'text', title: 'Nickname' },
  { id: 'budget', type: 'currency', title: 'Budget' },
  { id: 'guests', type: 'number', title: 'Guests' },
  { id: 'site', type: 'website', title: 'Website' },
  { id: 'secret', type: 'password', title: 'Password' },
  { id: 'handle', type: 'twitter', title: 'Twitter' },
  { id: 'day', type: 'date', title: 'Date' },
  { id: 'at', type: 'time', title: 'Time' },
  { id: 'home', type: 'address', title: 'Address' },
  { id: 'tel', type: 'phone', title: 'Phone' },
  { id: 'size', type: 'radio', title: 'Size', options: ['S', 'M', 'L'] },
  { id: 'topics', type: 'checkbox', title: 'Topics', options: ['News', 'Sales'] },
  { id: 'colour', type: 'select', title: 'Colour', options: ['Red', 'Blue'] },
  { id: 'mood', type: 'likert', title: 'Mood', statements: ['I like it', 'I would return'] },
  { id: 'source', type: 'hidden', title: 'Source', value: 'ad' },
];

/** A form with `fields` (default: ALL_FIELDS) and the other properties as given. */
export function form(fields: FormFieldInput[] = ALL_FIELDS, rest: Partial<FormModel> = {}): FormModel {
  return createFormModel({ id: 'f1', ...rest, fields });
}

/** A form with the single field `field`. */
export const formWith = (field: Omit<FormFieldInput, 'id'>): FormModel => form([{ id: 'x', ...field } as FormFieldInput]);
