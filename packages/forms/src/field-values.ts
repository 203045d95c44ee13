/**
 * Answers in their canonical shape. Input comes from islands, from JSON posted
 * by anyone, or from storage; these functions turn it into the one shape per
 * field type (see `FieldValue`) or report that it has the wrong shape. Text is
 * never trimmed here: what the visitor typed is what is stored.
 */
import { MULTI_PART_FIELDS, isMultiPartType, type MultiPartType } from './field-types.ts';
import type { FieldValue, FormField, FormModel, FormValues, PartsValue } from './types.ts';

export type CoercedValue = { ok: true; value: FieldValue } | { ok: false };

const WRONG_SHAPE: CoercedValue = { ok: false };

/** True for a plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The answer stored under `id`, or undefined. Own properties only, so a field
 * named 'constructor' never reads `Object.prototype.constructor`.
 */
export function readValue(values: unknown, id: string): unknown {
  return isRecord(values) && Object.hasOwn(values, id) ? values[id] : undefined;
}

/** A string, or a finite number as its text; anything else is not text. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * Phone answers with 3 parts get an empty leading part (the country code), so
 * every phone answer has 4 (storefront.md §5). Other lengths are returned as they are.
 * @example normalizePhoneParts(['555', '123', '4567']) // ['', '555', '123', '4567']
 */
export function normalizePhoneParts<T>(parts: readonly T[]): (T | '')[] {
  return parts.length === 3 ? ['', ...parts] : [...parts];
}

/** Parts of a multi-part answer given as a record, or (phone) as an array of 3 or 4. */
function coerceParts(type: MultiPartType, raw: unknown): CoercedValue {
  const names = MULTI_PART_FIELDS[type].map((part) => part.name);
  let source: Record<string, unknown>;
  if (raw === undefined || raw === null || raw === '') source = {};
  else if (isRecord(raw)) source = raw;
  else if (type === 'phone' && Array.isArray(raw)) {
    const parts = normalizePhoneParts(raw);
    if (parts.length !== names.length) return WRONG_SHAPE;
    source = Object.fromEntries(names.map((name, index) => [name, parts[index]]));
  } else return WRONG_SHAPE;

  const entries: [string, string][] = [];
  for (const name of names) {
    const value = Object.hasOwn(source, name) ? source[name] : undefined;
    const text = value === undefined || value === null ? '' : asText(value);
    if (text === null) return WRONG_SHAPE;
    entries.push([name, text]);
  }
  return { ok: true, value: Object.fromEntries(entries) };
}

/** Likert answers: statement → '-2' … '2'; statements the field does not ask are dropped. */
function coerceLikert(field: FormField, raw: unknown): CoercedValue {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: {} };
  if (!isRecord(raw)) return WRONG_SHAPE;
  const entries: [string, string][] = [];
  for (const statement of field.statements ?? []) {
    if (!Object.hasOwn(raw, statement)) continue;
    const value = raw[statement];
    if (value === undefined || value === null || value === '') continue;
    const text = asText(value);
    if (text === null) return WRONG_SHAPE;
    entries.push([statement, text]);
  }
  return { ok: true, value: Object.fromEntries(entries) };
}

/** Checked options: a list of strings; one string is read as a list of one. */
function coerceList(raw: unknown): CoercedValue {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: [] };
  const text = asText(raw);
  if (text !== null) return { ok: true, value: [text] };
  if (!Array.isArray(raw)) return WRONG_SHAPE;
  const list: string[] = [];
  for (const item of raw) {
    const itemText = asText(item);
    if (itemText === null) return WRONG_SHAPE;
    list.push(itemText);
  }
  return { ok: true, value: list };
}

/**
 * The canonical answer of `field` from `raw`: missing (undefined, null) is
 * the empty answer; numbers become text; anything else of the wrong shape
 * gives `{ ok: false }`. A hidden field without an answer takes its `value`.
 * @example coerceFieldValue({ id: 'p', type: 'phone', title: 'Phone', required: false }, ['555', '123', '4567'])
 * // { ok: true, value: { country: '', areaCode: '555', prefix: '123', line: '4567' } }
 */
export function coerceFieldValue(field: FormField, raw: unknown): CoercedValue {
  if (isMultiPartType(field.type)) return coerceParts(field.type, raw);
  if (field.type === 'likert') return coerceLikert(field, raw);
  if (field.type === 'checkbox') return coerceList(raw);
  if (field.type === 'hidden' && (raw === undefined || raw === null)) return { ok: true, value: field.value ?? '' };
  if (raw === undefined || raw === null) return { ok: true, value: '' };
  const text = asText(raw);
  return text === null ? WRONG_SHAPE : { ok: true, value: text };
}

const isBlank = (text: string | undefined): boolean => (text ?? '').trim() === '';

/**
 * True when a canonical answer is empty: blank text (checked trimmed), no
 * non-blank checked option, no likert statement answered, or no significant
 * part filled (a pre-filled AM/PM or country alone does not count).
 */
export function isEmptyValue(field: FormField, value: FieldValue): boolean {
  if (typeof value === 'string') return isBlank(value);
  if (Array.isArray(value)) return value.every(isBlank);
  if (field.type === 'likert') return Object.keys(value).length === 0;
  if (!isMultiPartType(field.type)) return Object.values(value).every(isBlank);
  return MULTI_PART_FIELDS[field.type].every((part) => !part.significant || isBlank(value[part.name]));
}

/** The names of the required parts of a multi-part answer that are blank. */
export function missingParts(field: FormField, value: PartsValue): string[] {
  if (!isMultiPartType(field.type)) return [];
  return MULTI_PART_FIELDS[field.type]
    .filter((part) => part.required && isBlank(value[part.name]))
    .map((part) => part.name);
}

/**
 * The answers of every input field of `form`, canonical, in form order:
 * sections and unknown ids are dropped; a missing or wrong-shaped answer
 * becomes the empty answer. This is what is sent and stored.
 */
export function canonicalValues(form: FormModel, values: unknown): FormValues {
  const entries: [string, FieldValue][] = [];
  for (const field of form.fields) {
    if (field.type === 'section') continue;
    const coerced = coerceFieldValue(field, readValue(values, field.id));
    entries.push([field.id, coerced.ok ? coerced.value : emptyValue(field)]);
  }
  return Object.fromEntries(entries);
}

/** The empty answer of `field` ('' or [] or blank parts; a hidden field's own value). */
export function emptyValue(field: FormField): FieldValue {
  const coerced = coerceFieldValue(field, undefined);
  // Coercing "missing" always succeeds; the fallback only satisfies the type.
  return coerced.ok ? coerced.value : '';
}
