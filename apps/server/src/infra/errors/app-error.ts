/**
 * The one error vocabulary of the server. Services and repositories throw (or return) an
 * `AppError` naming what went wrong in domain terms; only the error handler
 * (`infra/errors/error-handler.ts`) knows which HTTP status each code is.
 */

/** What went wrong, in the domain's words. */
export type AppErrorCode =
  /** The input breaks a rule (a bad quantity, an unknown option, a malformed field). */
  | 'INVALID'
  /** No signed-in owner or customer where one is needed. */
  | 'UNAUTHENTICATED'
  /** Signed in, but the role or the session token does not allow it. */
  | 'FORBIDDEN'
  /** The thing asked for does not exist (on this site). */
  | 'NOT_FOUND'
  /** The request clashes with the current state (sold out, duplicate, already done). */
  | 'CONFLICT'
  /** Too many requests in the window. */
  | 'RATE_LIMITED'
  /** The payment provider declined the charge. */
  | 'PAYMENT_DECLINED'
  /** A dependency (payment provider, mail server, captcha provider) is not answering. */
  | 'UNAVAILABLE';

/** Every code, for exhaustive mappings and tests. */
export const APP_ERROR_CODES: readonly AppErrorCode[] = [
  'INVALID',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYMENT_DECLINED',
  'UNAVAILABLE',
];

/** How an {@link AppError}'s answer differs from the plain `{ error: { code, message } }`. */
export interface AppErrorOptions {
  /** Seconds until a retry can succeed: the answer carries a Retry-After header. */
  retryAfterSeconds?: number;
  /**
   * The whole answer body, where the specification's answer is not a message (the forms routes'
   * field errors, `{ errors: { fieldId: message } }`); the message is then for logs only.
   */
  body?: Readonly<Record<string, unknown>>;
}

/**
 * A refusal the visitor or owner should read: `message` is shown as is.
 * `details` are extra fields the answer carries beside the message (e.g. `crumbFail`).
 * @example throw new AppError('NOT_FOUND', 'Product not found.')
 * @example throw new AppError('RATE_LIMITED', 'Please try again in a few seconds.', undefined, { retryAfterSeconds: 4 })
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: Readonly<Record<string, unknown>> | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly body: Readonly<Record<string, unknown>> | undefined;

  constructor(code: AppErrorCode, message: string, details?: Record<string, unknown>, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.body = options.body;
  }
}

/** Whole seconds until a rate-limit window lets the caller in again (at least 1). */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/** True for an {@link AppError}, optionally of one code. */
export function isAppError(error: unknown, code?: AppErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}
