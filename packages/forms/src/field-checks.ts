/**
 * Format checks of non-empty answers, by field type. The spec words the e-mail
 * and length rules (storefront.md §5); the rest are what a visitor's own input
 * control would enforce (README "Field checks"). Text is checked trimmed.
 */
import { characterCount } from './counter.ts';
import { EMAIL_NOT_VALID_MESSAGE, isValidEmail } from './email.ts';
import { typeIn, CHOICE_TYPES, MAX_LENGTH_TYPES } from './field-types.ts';
import { isLikertValue } from './likert.ts';
import { FIELD_CHECK_MESSAGES, FORM_MESSAGES, WEBSITE_FORMAT_EXAMPLE, fillMessage } from './messages.ts';
import type { FieldValue, FormField, PartsValue } from './types.ts';

/** What `<input type="number">` accepts: optional sign, digits with an optional fraction, optional exponent. */
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
/** A non-negative amount: plain digits or groups of three with commas, then an optional fraction. */
const CURRENCY = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$|^\.\d+$/;
/**
 * An optional http(s) scheme, a host with a dot and a tld of 2+ characters, an
 * optional port and path. Any other scheme (javascript:, data:, mailto:) fails,
 * which matters because owners see these answers as links.
 */
const WEBSITE = /^(?:https?:\/\/)?[^\s/?#:@]+\.[^\s/?#:@.]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
/** Handles are 1 to 15 letters, digits or underscores; '@' or a profile URL around it is accepted. */
const TWITTER = /^(?:(?:https?:\/\/)?(?:www\.)?(?:twitter|x)\.com\/)?@?[A-Za-z0-9_]{1,15}\/?$/i;
const DIGITS = /^\d{1,4}$/;

/** The whole number in `text` if it is 1 to 4 digits within [min, max], else null. */
function inRange(text: string, min: number, max: number): number | null {
  if (!DIGITS.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** Days in `month` (1-12) of `year`, Gregorian leap years. Computed, not via Date, which maps years 0-99 to 1900-1999. */
function daysInMonth(month: number, year: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar date (leap years included), year written with 4 digits. */
function isValidDate(parts: PartsValue): boolean {
  const month = inRange(parts.month.trim(), 1, 12);
  const year = /^\d{4}$/.test(parts.year.trim()) ? Number(parts.year.trim()) : null;
  if (month === null || year === null) return false;
  return inRange(parts.day.trim(), 1, daysInMonth(month, year)) !== null;
}

/** Hour 1-12 with AM/PM, 0-23 without; minute 0-59; second empty or 0-59. */
function isValidTime(parts: PartsValue): boolean {
  const ampm = parts.ampm.trim().toUpperCase();
  if (ampm !== '' && ampm !== 'AM' && ampm !== 'PM') return false;
  const hour = ampm === '' ? inRange(parts.hour.trim(), 0, 23) : inRange(parts.hour.trim(), 1, 12);
  const second = parts.second.trim();
  return hour !== null && inRange(parts.minute.trim(), 0, 59) !== null && (second === '' || inRange(second, 0, 59) !== null);
}

/** The first answer that is not one of the field's options, or null. Fields without options accept anything. */
function notAnOption(field: FormField, value: FieldValue): string | null {
  const options = field.options ?? [];
  if (options.length === 0) return null;
  const answers = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  const stray = answers.find((answer) => answer.trim() !== '' && !options.includes(answer));
  return stray === undefined ? null : stray;
}

/**
 * The message for a non-empty answer of the wrong format, or null when it is
 * fine. Call only with a canonical, non-empty answer (see `validateForm`).
 */
export function formatError(field: FormField, value: FieldValue): string | null {
  if (typeIn(CHOICE_TYPES, field.type)) {
    const stray = notAnOption(field, value);
    return stray === null ? null : fillMessage(FORM_MESSAGES.notAnOption, { val: stray });
  }
  if (field.type === 'likert') {
    const stray = Object.values(value as PartsValue).find((answer) => !isLikertValue(answer.trim()));
    return stray === undefined ? null : fillMessage(FORM_MESSAGES.notAnOption, { val: stray });
  }
  if (field.type === 'date') return isValidDate(value as PartsValue) ? null : FIELD_CHECK_MESSAGES.date;
  if (field.type === 'time') return isValidTime(value as PartsValue) ? null : FIELD_CHECK_MESSAGES.time;
  if (typeof value !== 'string') return null;

  // The length rule counts every character typed, spaces included; the others ignore surrounding spaces.
  if (typeIn(MAX_LENGTH_TYPES, field.type) && field.maxLength !== undefined && characterCount(value) > field.maxLength) {
    return FORM_MESSAGES.characterLimit;
  }
  const text = value.trim();
  switch (field.type) {
    case 'email':
      return isValidEmail(text) ? null : EMAIL_NOT_VALID_MESSAGE;
    case 'number':
      return NUMBER.test(text) ? null : FIELD_CHECK_MESSAGES.number;
    case 'currency':
      return CURRENCY.test(text) ? null : FIELD_CHECK_MESSAGES.currency;
    case 'website':
      return WEBSITE.test(text) ? null : fillMessage(FIELD_CHECK_MESSAGES.website, { url: WEBSITE_FORMAT_EXAMPLE });
    case 'twitter':
      return TWITTER.test(text) ? null : FIELD_CHECK_MESSAGES.twitter;
    default:
      return null;
  }
}
