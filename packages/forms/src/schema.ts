/**
 * The form template schema answered by `GET /api/template/GetTemplateSchema?type=form`
 * (storefront.md §7; its shape is not shown, so this is Plinth's): the form
 * model's properties grouped in the sections of platform.md §3 (build,
 * storage, advanced, captcha, disclaimer), and each editable field type with
 * its properties and parts. Plain JSON, for the dashboard's form editor.
 */
import { CAPTCHA_ALIGNMENTS, CAPTCHA_THEMES, FORM_DEFAULTS } from './create-form.ts';
import {
  CHOICE_TYPES,
  FORM_FIELD_TYPES,
  MAX_LENGTH_TYPES,
  MULTI_PART_FIELDS,
  PLACEHOLDER_TYPES,
  isInputType,
  isMultiPartType,
  typeIn,
  type FieldPart,
  type FormFieldType,
} from './field-types.ts';
import { LIKERT_CHOICES } from './likert.ts';
import { MAX_VALUE_LENGTH } from './limits.ts';

/** The form model sections, in editor order (platform.md §3). */
export const FORM_MODEL_SECTIONS = ['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const;
export type FormModelSection = (typeof FORM_MODEL_SECTIONS)[number];

/** How the editor edits a property. */
export type PropertyKind = 'string' | 'html' | 'url' | 'boolean' | 'integer' | 'enum' | 'string-list' | 'fields';

export interface SchemaProperty {
  name: string;
  kind: PropertyKind;
  /** Present when the property has a default. */
  default?: string | number | boolean | readonly string[];
  /** enum: the allowed values. */
  values?: readonly string[];
  /** integer: bounds. */
  min?: number;
  max?: number;
}

export interface FieldTypeSchema {
  type: FormFieldType;
  /** False for section: a heading with no answer. */
  input: boolean;
  /** Multi-part types: their inputs, in order (see `MULTI_PART_FIELDS`). */
  parts?: readonly FieldPart[];
  /** likert: the answer scale. */
  scale?: typeof LIKERT_CHOICES;
  properties: readonly SchemaProperty[];
}

export interface FormTemplateSchema {
  type: 'form';
  sections: typeof FORM_MODEL_SECTIONS;
  model: Record<FormModelSection, readonly SchemaProperty[]>;
  fieldTypes: readonly FieldTypeSchema[];
}

const prop = (name: string, kind: PropertyKind, extra: Omit<SchemaProperty, 'name' | 'kind'> = {}): SchemaProperty => ({
  name,
  kind,
  ...extra,
});

/** Properties by section; `fields` holds `FormField`s of the types in `fieldTypes`. */
const MODEL: FormTemplateSchema['model'] = {
  build: [prop('name', 'string', { default: FORM_DEFAULTS.name }), prop('fields', 'fields', { default: [] })],
  // Every submission is stored with the form; a newsletter form also subscribes the address it collects.
  storage: [prop('isNewsletter', 'boolean', { default: FORM_DEFAULTS.isNewsletter })],
  advanced: [
    prop('parsedSubmissionMessage', 'html', { default: FORM_DEFAULTS.parsedSubmissionMessage }),
    prop('submissionHTML', 'html', { default: FORM_DEFAULTS.submissionHTML }),
    prop('successRedirect', 'url', { default: FORM_DEFAULTS.successRedirect }),
  ],
  captcha: [
    prop('captchaEnabled', 'boolean', { default: FORM_DEFAULTS.captchaEnabled }),
    prop('captchaTheme', 'enum', { default: FORM_DEFAULTS.captchaTheme, values: CAPTCHA_THEMES }),
    prop('captchaAlignment', 'enum', { default: FORM_DEFAULTS.captchaAlignment, values: CAPTCHA_ALIGNMENTS }),
  ],
  disclaimer: [prop('parsedDisclaimerMessage', 'html', { default: FORM_DEFAULTS.parsedDisclaimerMessage })],
};

/** The properties of a field of `type`, in the order the editor shows them. */
function fieldProperties(type: FormFieldType): SchemaProperty[] {
  const properties = [prop('id', 'string'), prop('title', 'string', { default: '' }), prop('description', 'string')];
  if (type === 'section') return properties;
  if (type !== 'likert' && type !== 'hidden') properties.push(prop('required', 'boolean', { default: false }));
  if (typeIn(PLACEHOLDER_TYPES, type)) properties.push(prop('placeholder', 'string'));
  if (typeIn(MAX_LENGTH_TYPES, type)) properties.push(prop('maxLength', 'integer', { min: 1, max: MAX_VALUE_LENGTH }));
  if (typeIn(CHOICE_TYPES, type)) properties.push(prop('options', 'string-list', { default: [] }));
  if (type === 'likert') properties.push(prop('statements', 'string-list', { default: [] }));
  if (type === 'hidden') properties.push(prop('value', 'string', { default: '' }));
  return properties;
}

function fieldTypeSchema(type: FormFieldType): FieldTypeSchema {
  const schema: FieldTypeSchema = { type, input: isInputType(type), properties: fieldProperties(type) };
  if (isMultiPartType(type)) schema.parts = MULTI_PART_FIELDS[type];
  if (type === 'likert') schema.scale = LIKERT_CHOICES;
  return schema;
}

/** The schema; the same object every time (it depends on nothing), so the route can serialise it once. */
export const FORM_TEMPLATE_SCHEMA: FormTemplateSchema = {
  type: 'form',
  sections: FORM_MODEL_SECTIONS,
  model: MODEL,
  fieldTypes: FORM_FIELD_TYPES.map(fieldTypeSchema),
};
