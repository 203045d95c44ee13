/**
 * The answer of `POST /api/form/FormSubmissionKey` (storefront.md §3 "Form key
 * response: key"), read by the island before it saves.
 */
import { isRecord } from './field-values.ts';
import { MAX_ID_LENGTH } from './limits.ts';
import { FORM_MESSAGES } from './messages.ts';

export type SubmissionKeyResult = { ok: true; key: string } | { ok: false; message: string };

/**
 * The key from the response body, or 'Could not get a form submission key,
 * please try again later.' when the body has none (a failed request is passed
 * as `null`).
 * @example readSubmissionKey({ key: 'a1b2' }) // { ok: true, key: 'a1b2' }
 */
export function readSubmissionKey(body: unknown): SubmissionKeyResult {
  const key = isRecord(body) ? body.key : undefined;
  return typeof key === 'string' && key.trim() !== '' && key.length <= MAX_ID_LENGTH
    ? { ok: true, key }
    : { ok: false, message: FORM_MESSAGES.submissionKeyError };
}
