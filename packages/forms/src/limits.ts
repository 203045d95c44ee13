/**
 * Size limits on what a visitor can send, enforced by `parseFormValues` and
 * `parseSubmissionPayload` (and `normalizeForm` for `maxLength`). Generous for
 * any real form, small enough that one request cannot make the server hold or
 * store megabytes. Lengths are in UTF-16 code units (JavaScript string length).
 */

/** Fields in one answer object: a form with more is not a form a person fills in. */
export const MAX_FIELDS = 200;
/** One text answer (a long textarea essay fits); also the largest allowed `maxLength`. */
export const MAX_VALUE_LENGTH = 10_000;
/** Items in one list or parts answer (checked options, likert statements). */
export const MAX_LIST_ITEMS = 100;
/** Field ids, option texts and likert statements used as keys. */
export const MAX_KEY_LENGTH = 200;
/** The `form` JSON string of a submission payload. */
export const MAX_FORM_JSON_LENGTH = 100_000;
/** The submission key and the page id. */
export const MAX_ID_LENGTH = 200;
/** The captcha token (reCAPTCHA and Turnstile tokens run to about 2,000 characters, ALTCHA less). */
export const MAX_CAPTCHA_KEY_LENGTH = 5_000;
/** The page title. */
export const MAX_PAGE_TITLE_LENGTH = 1_000;
/** The page path: the URL maximum length of platform.md §9. */
export const MAX_PAGE_PATH_LENGTH = 2083;
/**
 * A body limit for the two form routes (bytes): the form JSON at up to 3 UTF-8
 * bytes a character, escaped once more inside the payload, plus the other fields.
 */
export const MAX_SUBMISSION_BYTES = 1024 * 1024;
