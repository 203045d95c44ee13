/**
 * The one catalogue of visitor-facing form text. `FORM_MESSAGES` is verbatim
 * from the spec (storefront.md §3, §4, §5, §8; platform.md §5, §9);
 * `FIELD_CHECK_MESSAGES` and `PART_LABELS` are Plinth's own, for checks and
 * labels the spec does not word. `{name}` placeholders are filled with `fillMessage`.
 */

export const FORM_MESSAGES = {
  /** storefront.md §3: the name of a form created without one. */
  defaultName: 'My Form Name',
  /** §4 Form submission: the submit button while locked (ellipsis is the single character U+2026). */
  submitting: 'Submitting…',
  /** §4 Async form: the submit button while saving. */
  saving: 'Saving…',
  /** §5: a required field left empty. */
  required: 'Required',
  /** §5: a textarea over its maximum length. */
  characterLimit: 'You have exceeded the character limit.',
  /** §5: `{email}` is filled with `EMAIL_FORMAT_EXAMPLE` ('user@domain.com'). */
  emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
  /** §5: shown for the whole form when any field is invalid. */
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  /** §8 Form save, by HTTP status. */
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
  unknownError: 'Unknown error, please try again later.',
  /** §8 other form messages. */
  processingError: 'Error processing form submission. Please reload and try again.',
  submissionKeyError: 'Could not get a form submission key, please try again later.',
  parseError: 'Could not parse the form fields, please check your entries.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  /** §8 banners of a failed non-newsletter form: above it, and below it. */
  problemScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
  problemScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
  /** platform.md §9: the summary of an empty answer. */
  noAnswer: 'N/A',
  /** platform.md §5 (editor wording), reused for an answer that is not among the field's options. */
  notAnOption: '{val} is not one of the expected options.',
} as const;

/**
 * Plinth's messages for format checks the spec leaves unworded, in the style of
 * the spec's e-mail message. See README "Field checks" for when each applies.
 */
export const FIELD_CHECK_MESSAGES = {
  number: 'Number is not valid.',
  currency: 'Amount is not valid.',
  website: 'Website is not valid. Websites should follow the format {url}.',
  twitter: 'Twitter handle is not valid.',
  date: 'Date is not valid.',
  time: 'Time is not valid.',
} as const;

/** The example address in the website message. */
export const WEBSITE_FORMAT_EXAMPLE = 'https://www.domain.com';

/** Labels of the inputs of multi-part fields, by type and part name (Plinth's own wording). */
export const PART_LABELS = {
  name: { first: 'First Name', last: 'Last Name' },
  address: {
    address1: 'Address 1',
    address2: 'Address 2',
    city: 'City',
    state: 'State',
    zip: 'Zip Code',
    country: 'Country',
  },
  date: { month: 'Month', day: 'Day', year: 'Year' },
  time: { hour: 'Hour', minute: 'Minute', second: 'Second', ampm: 'AM/PM' },
  phone: { country: 'Country Code', areaCode: 'Area Code', prefix: 'Prefix', line: 'Line' },
} as const;

/**
 * Replaces `{name}` placeholders; unknown names are left as they are.
 * @example fillMessage('{val} is not one of the expected options.', { val: 'Teal' })
 * // 'Teal is not one of the expected options.'
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  );
}
