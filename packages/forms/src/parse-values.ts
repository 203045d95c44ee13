/**
 * Answers as they arrive at the server: the body of
 * `POST /api/rest/forms/validate/{formId}`, or the `form` JSON string of a
 * submission. Checks shape and size only; what each field needs is
 * `validateForm`'s job.
 */
import { isRecord } from './field-values.ts';
import { MAX_FIELDS, MAX_FORM_JSON_LENGTH, MAX_KEY_LENGTH, MAX_LIST_ITEMS, MAX_VALUE_LENGTH } from './limits.ts';
import { FORM_MESSAGES } from './messages.ts';
import type { FieldValue, FormValues } from './types.ts';

/** `message` is for the visitor (the §8 parse message); `detail` says what was wrong, for logs and tests. */
export type ParsedValues = { ok: true; values: FormValues } | { ok: false; message: string; detail: string };

const fail = (detail: string): ParsedValues => ({ ok: false, message: FORM_MESSAGES.parseError, detail });

/** A string within the length limit, a finite number as text, or null. */
function scalar(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.length <= MAX_VALUE_LENGTH ? value : null;
}

/** One answer: text, a list of texts, or a flat record of texts (parts, likert); null when none of these. */
function parseAnswer(value: unknown): FieldValue | null {
  if (value === null) return '';
  const single = scalar(value);
  if (single !== null) return single;
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_ITEMS) return null;
    const list = value.map(scalar);
    return list.every((item) => item !== null) ? (list as string[]) : null;
  }
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > MAX_LIST_ITEMS) return null;
  const parts: [string, string][] = [];
  for (const [key, item] of entries) {
    const itemText = item === null ? '' : scalar(item);
    if (key.length > MAX_KEY_LENGTH || itemText === null) return null;
    parts.push([key, itemText]);
  }
  return Object.fromEntries(parts);
}

/**
 * Field id → answer, from an object or its JSON text. Limits: at most
 * MAX_FIELDS answers, ids of at most MAX_KEY_LENGTH, texts of at most
 * MAX_VALUE_LENGTH, lists and records of at most MAX_LIST_ITEMS, JSON text of
 * at most MAX_FORM_JSON_LENGTH. `null` reads as '' (an empty answer). Never throws.
 * @example parseFormValues('{"email":"ann@example.org","topics":["News"]}')
 * // { ok: true, values: { email: 'ann@example.org', topics: ['News'] } }
 */
export function parseFormValues(input: unknown): ParsedValues {
  let source = input;
  if (typeof input === 'string') {
    if (input.length > MAX_FORM_JSON_LENGTH) return fail(`form JSON is over ${MAX_FORM_JSON_LENGTH} characters`);
    try {
      source = JSON.parse(input);
    } catch {
      return fail('form is not JSON');
    }
  }
  if (!isRecord(source)) return fail('form is not an object of field id to value');
  const entries = Object.entries(source);
  if (entries.length > MAX_FIELDS) return fail(`form has over ${MAX_FIELDS} fields`);
  const values: [string, FieldValue][] = [];
  for (const [id, value] of entries) {
    if (id.length > MAX_KEY_LENGTH) return fail(`field id over ${MAX_KEY_LENGTH} characters`);
    const answer = parseAnswer(value);
    if (answer === null) return fail(`field ${JSON.stringify(id.slice(0, 40))} has a value of the wrong shape or size`);
    values.push([id, answer]);
  }
  return { ok: true, values: Object.fromEntries(values) };
}
