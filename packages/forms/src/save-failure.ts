/**
 * What a form shows when saving fails (storefront.md §8 Form save), and the
 * error body the server answers with, so both sides agree on it.
 */
import { isRecord } from './field-values.ts';
import { FORM_MESSAGES } from './messages.ts';
import type { FieldErrors } from './types.ts';

/**
 * The body of a failed validation or save: `{ errors: { fieldId: message } }`
 * for invalid fields (HTTP 400), `{ error: message }` otherwise.
 */
export type FormErrorBody = { errors: FieldErrors } | { error: string };

/** The 400 body for field errors (validation route and save route). */
export function fieldErrorsBody(fieldErrors: FieldErrors): FormErrorBody {
  return { errors: fieldErrors };
}

/** The longest server text shown as is; a longer one is a stack trace or a page, not a message. */
export const MAX_SERVER_MESSAGE_LENGTH = 500;

/**
 * The field errors of a failure body: `errors` as a map of field id to a
 * message (or to a list of messages, the first one shown). Null when there is
 * no non-empty map.
 */
export function readFieldErrors(body: unknown): FieldErrors | null {
  const errors = isRecord(body) ? body.errors : undefined;
  if (!isRecord(errors)) return null;
  const entries: [string, string][] = [];
  for (const [id, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string' && message.trim() !== '') entries.push([id, message]);
  }
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/**
 * The server's error text: the body itself when it is text, else its `error`
 * or `message`. Ignored when blank, over MAX_SERVER_MESSAGE_LENGTH, or HTML
 * (a proxy's error page).
 */
export function readServerMessage(body: unknown): string | null {
  const candidate = typeof body === 'string' ? body : isRecord(body) ? (body.error ?? body.message) : undefined;
  if (typeof candidate !== 'string') return null;
  const text = candidate.trim();
  return text === '' || text.length > MAX_SERVER_MESSAGE_LENGTH || text.startsWith('<') ? null : text;
}

export interface SaveFailureInput {
  /** HTTP status; 0 when there was no answer. */
  status: number;
  /** The parsed JSON body, its text, or null. */
  body: unknown;
  isNewsletter: boolean;
}

export interface SaveFailure {
  /** Shown for the whole form. */
  message?: string;
  /** Field id → message, shown above each field's title. */
  fieldErrors?: FieldErrors;
  /** Non-newsletter forms: the banners above and below the form. */
  banners?: { above: string; below: string };
}

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: FORM_MESSAGES.unauthorized,
  404: FORM_MESSAGES.notConfigured,
  429: FORM_MESSAGES.rateLimited,
  500: FORM_MESSAGES.serverError,
};

/**
 * The texts to show for a failed save (§8): 401, 404, 429 and 500 by status
 * (other 5xx as 500: their bodies are a proxy's, not ours); 400 with field
 * errors puts each on its field, with 'One or more fields is invalid, please
 * check your entries.' for the form; otherwise the server's error text, or
 * 'Unknown error, please try again later.'. Non-newsletter forms also get the
 * two banners.
 * @example saveFailure({ status: 404, body: null, isNewsletter: true })
 * // { message: 'This form has not been configured yet.' }
 */
export function saveFailure({ status, body, isNewsletter }: SaveFailureInput): SaveFailure {
  const result: SaveFailure = {};
  const fieldErrors = status === 400 ? readFieldErrors(body) : null;
  if (Object.hasOwn(STATUS_MESSAGES, status)) result.message = STATUS_MESSAGES[status];
  else if (status > 500 && status < 600) result.message = FORM_MESSAGES.serverError;
  else if (fieldErrors !== null) {
    result.fieldErrors = fieldErrors;
    result.message = FORM_MESSAGES.fieldsInvalid;
  } else result.message = readServerMessage(body) ?? FORM_MESSAGES.unknownError;
  if (!isNewsletter) result.banners = { above: FORM_MESSAGES.problemScrollDown, below: FORM_MESSAGES.problemScrollUp };
  return result;
}
