/**
 * The form domain shared by the server and the islands: a form (storefront.md
 * §3 Form), its fields (platform.md §3 editable field types) and a visitor's
 * answers.
 */
import type { FormFieldType } from './field-types.ts';

export type { FormFieldType } from './field-types.ts';

/** One field of a form. Properties that do not apply to the type are absent after `normalizeForm`. */
export interface FormField {
  /** Unique within the form; the key of the answer in `FormValues` and in the submission. */
  id: string;
  type: FormFieldType;
  /** The label shown above the input (the answer's `rawTitle`). */
  title: string;
  description?: string;
  /** Always false for sections, likert (storefront.md §5) and hidden fields. */
  required: boolean;
  /** Single text inputs only (text, textarea, email, currency, number, website, password, twitter). */
  placeholder?: string;
  /** radio, checkbox and select: the choices, in order. */
  options?: string[];
  /** text and textarea: the most characters allowed (a positive integer). */
  maxLength?: number;
  /** likert: the statements, each answered from -2 (Strongly Disagree) to 2 (Strongly Agree). */
  statements?: string[];
  /** hidden: the value sent when the page does not set one. */
  value?: string;
}

export type CaptchaTheme = 'light' | 'dark';
export type CaptchaAlignment = 'left' | 'center' | 'right';

/** A site form (storefront.md §3), plus `isNewsletter` for the newsletter block. */
export interface FormModel {
  id: string;
  /** Default 'My Form Name'. */
  name: string;
  fields: FormField[];
  /** Text shown after a successful submission (rich text rendered to HTML). */
  parsedSubmissionMessage: string;
  /** Owner HTML shown after a successful submission. */
  submissionHTML: string;
  /** Where the browser goes after success; '' = stay and show the message. */
  successRedirect: string;
  /** Text shown under the form (rich text rendered to HTML); '' = none. */
  parsedDisclaimerMessage: string;
  captchaEnabled: boolean;
  captchaTheme: CaptchaTheme;
  captchaAlignment: CaptchaAlignment;
  /** Newsletter forms record a subscribe event and show no problem banners (storefront.md §4, §8). */
  isNewsletter: boolean;
}

/** The answer to one multi-part or likert field: part name (or likert statement) → text. */
export type PartsValue = Record<string, string>;

/**
 * The answer to one field:
 * - a string for single-value types (text … select, hidden);
 * - a list of the checked options for checkbox;
 * - parts for name {first, last}, address {address1, address2, city, state,
 *   zip, country}, date {month, day, year}, time {hour, minute, second, ampm},
 *   phone {country, areaCode, prefix, line} (or an array of 3 or 4 parts);
 * - statement → '-2' … '2' for likert.
 */
export type FieldValue = string | string[] | PartsValue;

/** A visitor's answers, keyed by field id. */
export type FormValues = Record<string, FieldValue>;

/** Field id → the message to show above that field's title. */
export type FieldErrors = Record<string, string>;
