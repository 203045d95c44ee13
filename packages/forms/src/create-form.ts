/**
 * A complete form model from a partial one (the editor, the seed) or from
 * anything stored (a database row's JSON), with the defaults of storefront.md §3.
 */
import { isRecord } from './field-values.ts';
import { FORM_MESSAGES } from './messages.ts';
import { normalizeFields, type FormFieldInput } from './normalize-field.ts';
import type { CaptchaAlignment, CaptchaTheme, FormModel } from './types.ts';

/** The defaults of every property but `id`. */
export const FORM_DEFAULTS: Readonly<Omit<FormModel, 'id' | 'fields'>> = {
  name: FORM_MESSAGES.defaultName,
  parsedSubmissionMessage: '',
  submissionHTML: '',
  successRedirect: '',
  parsedDisclaimerMessage: '',
  captchaEnabled: false,
  captchaTheme: 'light',
  captchaAlignment: 'left',
  isNewsletter: false,
};

export const CAPTCHA_THEMES: readonly CaptchaTheme[] = ['light', 'dark'];
export const CAPTCHA_ALIGNMENTS: readonly CaptchaAlignment[] = ['left', 'center', 'right'];

/** What `createFormModel` accepts: an id, anything else optional. */
export type FormModelInput = { id: string; fields?: readonly FormFieldInput[] } & Partial<
  Omit<FormModel, 'id' | 'fields'>
>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.find((item) => item === value) ?? fallback;

/**
 * The success redirect if the browser may go there: a path on the site
 * ('/thanks') or an http(s) URL. Anything else ('javascript:…', 'thanks')
 * becomes '' (no redirect), because a redirect is a navigation the visitor
 * did not choose.
 */
export function safeRedirect(value: unknown): string {
  const url = text(value).trim();
  return url.startsWith('/') || /^https?:\/\/[^\s]+$/i.test(url) ? url : '';
}

/**
 * A valid `FormModel` from anything; never throws. Missing or wrong-typed
 * properties take their defaults, a blank name becomes 'My Form Name', and
 * fields are cleaned by `normalizeField` (unusable ones dropped).
 */
export function normalizeForm(input: unknown): FormModel {
  const source = isRecord(input) ? input : {};
  const name = text(source.name);
  return {
    id: text(source.id),
    name: name.trim() === '' ? FORM_DEFAULTS.name : name,
    fields: normalizeFields(source.fields),
    parsedSubmissionMessage: text(source.parsedSubmissionMessage),
    submissionHTML: text(source.submissionHTML),
    successRedirect: safeRedirect(source.successRedirect),
    parsedDisclaimerMessage: text(source.parsedDisclaimerMessage),
    captchaEnabled: source.captchaEnabled === true,
    captchaTheme: oneOf(source.captchaTheme, CAPTCHA_THEMES, FORM_DEFAULTS.captchaTheme),
    captchaAlignment: oneOf(source.captchaAlignment, CAPTCHA_ALIGNMENTS, FORM_DEFAULTS.captchaAlignment),
    isNewsletter: source.isNewsletter === true,
  };
}

/**
 * A form model with the defaults applied, normalised.
 * @example createFormModel({ id: 'f1', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] })
 * // { id: 'f1', name: 'My Form Name', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
 * //   parsedSubmissionMessage: '', …, captchaEnabled: false, captchaTheme: 'light', captchaAlignment: 'left', isNewsletter: false }
 */
export function createFormModel(input: FormModelInput): FormModel {
  return normalizeForm({ ...FORM_DEFAULTS, ...input });
}
