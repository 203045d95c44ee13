/**
 * The editable form field types (platform.md §3) and what the rest of the
 * package needs to know about each: which take no answer, which pick from
 * options, and the parts of the multi-part ones.
 */
// The subpath, not the barrel: the storefront bundles this package and would carry every catalogue.
import { EDITABLE_FORM_FIELD_TYPES, isEditableFormFieldType } from '@plinth/platform/form-fields';

/** Every editable form field type, in the editor's order: platform.md §3's list, defined in `@plinth/platform`. */
export const FORM_FIELD_TYPES = EDITABLE_FORM_FIELD_TYPES;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Types answered with one string. */
export const SINGLE_VALUE_TYPES = [
  'text',
  'textarea',
  'email',
  'currency',
  'number',
  'website',
  'password',
  'twitter',
  'radio',
  'select',
  'hidden',
] as const satisfies readonly FormFieldType[];

/** Types whose answer is picked from the field's `options`. */
export const CHOICE_TYPES = ['radio', 'checkbox', 'select'] as const satisfies readonly FormFieldType[];

/** Types where `maxLength` applies (the spec names textarea; the demo store's monogram uses a text field). */
export const MAX_LENGTH_TYPES = ['text', 'textarea'] as const satisfies readonly FormFieldType[];

/** Types shown as one text input, which may carry a placeholder. */
export const PLACEHOLDER_TYPES = [
  'text',
  'textarea',
  'email',
  'currency',
  'number',
  'website',
  'password',
  'twitter',
] as const satisfies readonly FormFieldType[];

/**
 * One input of a multi-part field.
 * - `required`: must be filled when the field is required.
 * - `significant`: filling it alone makes the answer non-empty. Parts an island
 *   pre-fills (AM/PM, country) are not, so an untouched optional field stays empty.
 */
export interface FieldPart {
  name: string;
  required: boolean;
  significant: boolean;
}

const part = (name: string, required: boolean, significant = true): FieldPart => ({ name, required, significant });

/**
 * The parts of each multi-part type, in display and storage order. Phone parts
 * follow the hosted builder's array order: [country, areaCode, prefix, line].
 * Address: state and zip are optional even on a required field, because many
 * countries have neither; a required answer needs a street, a city and a country.
 */
export const MULTI_PART_FIELDS = {
  name: [part('first', true), part('last', true)],
  address: [
    part('address1', true),
    part('address2', false),
    part('city', true),
    part('state', false),
    part('zip', false),
    part('country', true, false),
  ],
  date: [part('month', true), part('day', true), part('year', true)],
  time: [part('hour', true), part('minute', true), part('second', false), part('ampm', false, false)],
  phone: [part('country', false, false), part('areaCode', true), part('prefix', true), part('line', true)],
} as const satisfies Record<string, readonly FieldPart[]>;

export type MultiPartType = keyof typeof MULTI_PART_FIELDS;

/** Whether `value` is an editable form field type (`isEditableFormFieldType` of `@plinth/platform`). */
export const isFormFieldType: (value: unknown) => value is FormFieldType = isEditableFormFieldType;

/** True for name, address, date, time and phone. */
export function isMultiPartType(type: FormFieldType): type is MultiPartType {
  return Object.hasOwn(MULTI_PART_FIELDS, type);
}

/** True for every type a visitor answers; false for sections (headings, no input). */
export function isInputType(type: FormFieldType): boolean {
  return type !== 'section';
}

/** True when `type` is listed in `list`; saves a cast at every call site. */
export function typeIn(list: readonly FormFieldType[], type: FormFieldType): boolean {
  return list.includes(type);
}
