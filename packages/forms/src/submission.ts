/**
 * The form submission payload of storefront.md §3, sent by the island to
 * `POST /api/form/SaveFormSubmission` and read back by the server.
 */
import { canonicalValues, isRecord } from './field-values.ts';
import {
  MAX_CAPTCHA_KEY_LENGTH,
  MAX_ID_LENGTH,
  MAX_PAGE_PATH_LENGTH,
  MAX_PAGE_TITLE_LENGTH,
} from './limits.ts';
import { FORM_MESSAGES } from './messages.ts';
import { parseFormValues } from './parse-values.ts';
import type { FormModel, FormValues } from './types.ts';

/** 'i' when the form is on a content item's page, 'c' on a collection's page. */
export type ContentSource = 'i' | 'c';

export interface SubmissionPayload {
  /** The key from `POST /api/form/FormSubmissionKey`. */
  key: string;
  /** JSON of field id → answer. */
  form: string;
  /** The captcha token; absent when the form has no captcha. */
  captchaKey?: string;
  pageTitle: string;
  pageId: string;
  contentSource: ContentSource;
  pagePath: string;
}

export interface SubmissionInput {
  key: string;
  form: FormModel;
  values: FormValues;
  captchaKey?: string | null;
  pageTitle: string;
  pageId: string;
  contentSource: ContentSource;
  pagePath: string;
}

/**
 * The payload for a form's answers. `form` holds every input field of the
 * form, in form order, canonical (see `canonicalValues`): sections and
 * unknown ids are left out, empty optional answers are kept ('' / [] / blank
 * parts), so every stored submission has the same keys and the server
 * validates exactly what is stored. `captchaKey` is left out when empty.
 * @example buildSubmissionPayload({ key: 'k', form, values: { email: 'ann@example.org' }, pageTitle: 'Contact',
 *   pageId: 'p1', contentSource: 'c', pagePath: '/contact' })
 * // { key: 'k', form: '{"email":"ann@example.org"}', pageTitle: 'Contact', pageId: 'p1', contentSource: 'c', pagePath: '/contact' }
 */
export function buildSubmissionPayload(input: SubmissionInput): SubmissionPayload {
  const { key, form, values, captchaKey, pageTitle, pageId, contentSource, pagePath } = input;
  return {
    key,
    form: JSON.stringify(canonicalValues(form, values)),
    ...(captchaKey ? { captchaKey } : {}),
    pageTitle,
    pageId,
    contentSource,
    pagePath,
  };
}

/**
 * 'Complete CAPTCHA before submitting.' when the form shows a captcha and
 * there is no token yet (storefront.md §8), else null. Checked by the island
 * before locking the form, and by the server before verifying the token.
 */
export function captchaError(form: FormModel, captchaKey: string | null | undefined): string | null {
  return form.captchaEnabled && !captchaKey ? FORM_MESSAGES.captchaIncomplete : null;
}

/**
 * `message` is for the visitor: the §8 parse message when the answers are
 * unreadable, the processing message when the rest of the payload is.
 * `detail` says what was wrong, for logs and tests.
 */
export type ParsedSubmission =
  | { ok: true; payload: SubmissionPayload; values: FormValues }
  | { ok: false; message: string; detail: string };

const processingFailure = (detail: string): ParsedSubmission => ({
  ok: false,
  message: FORM_MESSAGES.processingError,
  detail,
});

/** The string at `name` when it is one of at most `max` characters (and non-empty if `required`). */
function readString(source: Record<string, unknown>, name: string, max: number, required: boolean): string | null {
  const value = Object.hasOwn(source, name) ? source[name] : undefined;
  if (typeof value !== 'string' || value.length > max || (required && value.trim() === '')) return null;
  return value;
}

/**
 * The payload posted to `POST /api/form/SaveFormSubmission`, from a parsed
 * JSON body or its text; never throws. `key` and `pageId` are non-blank and
 * at most MAX_ID_LENGTH; `pageTitle` at most MAX_PAGE_TITLE_LENGTH (may be
 * empty); `pagePath` starts with '/' and is at most MAX_PAGE_PATH_LENGTH;
 * `contentSource` is 'i' or 'c'; `captchaKey`, when present and not null, at
 * most MAX_CAPTCHA_KEY_LENGTH; `form` passes `parseFormValues` (its limits).
 * Other properties are ignored. The answers come back parsed as `values`.
 */
export function parseSubmissionPayload(input: unknown): ParsedSubmission {
  let source = input;
  if (typeof input === 'string') {
    try {
      source = JSON.parse(input);
    } catch {
      return processingFailure('payload is not JSON');
    }
  }
  if (!isRecord(source)) return processingFailure('payload is not an object');

  const key = readString(source, 'key', MAX_ID_LENGTH, true);
  if (key === null) return processingFailure('key is missing or too long');
  const pageId = readString(source, 'pageId', MAX_ID_LENGTH, true);
  if (pageId === null) return processingFailure('pageId is missing or too long');
  const pageTitle = readString(source, 'pageTitle', MAX_PAGE_TITLE_LENGTH, false);
  if (pageTitle === null) return processingFailure('pageTitle is missing or too long');
  const pagePath = readString(source, 'pagePath', MAX_PAGE_PATH_LENGTH, true);
  if (pagePath === null || !pagePath.startsWith('/')) return processingFailure('pagePath is not a path');
  const contentSource = source.contentSource;
  if (contentSource !== 'i' && contentSource !== 'c') return processingFailure("contentSource is not 'i' or 'c'");

  let captchaKey: string | undefined;
  if (source.captchaKey !== undefined && source.captchaKey !== null) {
    const value = readString(source, 'captchaKey', MAX_CAPTCHA_KEY_LENGTH, false);
    if (value === null) return processingFailure('captchaKey is not a string or too long');
    if (value !== '') captchaKey = value;
  }

  if (typeof source.form !== 'string') return { ok: false, message: FORM_MESSAGES.parseError, detail: 'form is not a JSON string' };
  const parsed = parseFormValues(source.form);
  if (!parsed.ok) return parsed;

  const payload: SubmissionPayload = { key, form: source.form, pageTitle, pageId, contentSource, pagePath };
  if (captchaKey !== undefined) payload.captchaKey = captchaKey;
  return { ok: true, payload, values: parsed.values };
}
