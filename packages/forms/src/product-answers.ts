/**
 * The answers to a product's additional-fields form as an add-to-cart carries
 * them (storefront.md §5, §7), checked the same way on the server as the
 * lightbox checks them in the browser: `parseFormValues` for shape and size,
 * then `validateForm` (required, lengths, formats). On top of the lightbox, the
 * server refuses answers to fields the form does not have, and any answers at
 * all for a product without a form: the lightbox never sends those, so only a
 * hand-made request does.
 */
import { isInputType } from './field-types.ts';
import { FORM_MESSAGES } from './messages.ts';
import { parseFormValues } from './parse-values.ts';
import type { FormModel } from './types.ts';
import { validateForm } from './validate.ts';

/** `fieldErrors` (field id → message) is set when fields failed their checks. */
export type ProductAnswersCheck = { ok: true } | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** No answers: nothing, '', whitespace, null or an empty object. */
function isNoAnswer(input: unknown): boolean {
  if (input === undefined || input === null) return true;
  if (typeof input === 'string') return input.trim() === '' || input.trim() === 'null' || input.trim() === '{}';
  return typeof input === 'object' && !Array.isArray(input) && Object.keys(input).length === 0;
}

/**
 * Checks `input` (a JSON string or an object of field id → answer, or nothing)
 * against the product's form (`null`: the product has none).
 * @example checkProductAnswers(monogramForm, '{}')
 * // { ok: false, message: 'One or more fields is invalid, please check your entries.', fieldErrors: { 'monogram-initials': 'Required' } }
 */
export function checkProductAnswers(form: FormModel | null, input: unknown): ProductAnswersCheck {
  const parsed = isNoAnswer(input) ? ({ ok: true, values: {} } as const) : parseFormValues(input);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const known = new Set((form?.fields ?? []).filter((field) => isInputType(field.type)).map((field) => field.id));
  if (Object.keys(parsed.values).some((id) => !known.has(id))) return { ok: false, message: FORM_MESSAGES.parseError };
  if (!form) return { ok: true };
  const validation = validateForm(form, parsed.values);
  return validation.valid ? { ok: true } : { ok: false, message: validation.message ?? FORM_MESSAGES.fieldsInvalid, fieldErrors: validation.fieldErrors };
}
