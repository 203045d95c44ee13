/**
 * The e-mail rule of storefront.md §5 and §9: 3 to 256 characters of the form
 * name@domain.tld. One deliberate departure (docs/forms-api.md "Departures"):
 * the spec's tld is 2 to 4 letters or digits, which refuses addresses on the
 * newer top-level domains (jo@pottery.studio, ann@example.museum) that site
 * accounts accept; here any valid tld passes: 2 to 63 letters or digits (the
 * longest DNS label), or an internationalised one in its xn-- form.
 */
import { FORM_MESSAGES, fillMessage } from './messages.ts';

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

/**
 * What `{email}` stands for in the message: an example address, as in the
 * hosted builder, because a visitor understands an example better than a pattern.
 */
export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';

/**
 * A local part without spaces or '@', then one or more dot-separated domain
 * labels, then the tld. Labels may hold any non-space character so that
 * internationalised domains (müller.de) pass; the tld is ASCII as the spec says.
 */
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+(?:[A-Za-z0-9]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{1,59})$/;

/** The e-mail message with `{email}` filled in. */
export const EMAIL_NOT_VALID_MESSAGE = fillMessage(FORM_MESSAGES.emailNotValid, { email: EMAIL_FORMAT_EXAMPLE });

/**
 * True when `text`, without surrounding spaces, is a valid address. Surrounding
 * spaces are forgiven because phone keyboards add one after autocompletion.
 * @example isValidEmail('ann@example.org') // true
 * @example isValidEmail('jo@pottery.studio') // true: any valid tld (a departure from the spec's 2 to 4)
 * @example isValidEmail('ann@example.c') // false: a tld has at least 2 characters
 */
export function isValidEmail(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= EMAIL_MIN_LENGTH && trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}
