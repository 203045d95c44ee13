import { MESSAGES } from './messages.ts';

/** Why a call failed: the request never got an answer, or the server refused it. */
export type FailureKind = 'network' | 'http';

/**
 * A failed owner-API call. `status` is 0 when fetch itself rejected (offline,
 * aborted, DNS); `serverMessage` is the `{ error: { message } }` of the answer;
 * `proofOfWork` is true when the answer asks the next try to bring the ALTCHA
 * proof of work (a sign-in whose account is under attack).
 */
export class ApiError extends Error {
  readonly kind: FailureKind;
  readonly status: number;
  readonly serverMessage: string | null;
  readonly proofOfWork: boolean;
  constructor(kind: FailureKind, status: number, serverMessage: string | null, proofOfWork = false) {
    super(serverMessage ?? (kind === 'network' ? MESSAGES.network : `HTTP ${status}`));
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
    this.proofOfWork = proofOfWork;
  }
}

/** What the failed call was for: reading a view, or changing something. */
export type CallPurpose = 'load' | 'save';

/**
 * The sentence an owner sees for a failure (platform.md §8):
 * - fetch rejected → 'Network error.';
 * - a load that got a refusal or an unreadable answer → 'Unable to load.';
 * - a change refused with a 4xx that explains itself (validation, stock, sign-in
 *   throttling) → the server's message, since it tells the owner what to fix;
 * - anything else (5xx, unexplained refusals, bugs) → 'Something went wrong.'
 */
export function failureMessage(error: unknown, purpose: CallPurpose): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return MESSAGES.network;
    if (purpose === 'load') return MESSAGES.load;
    if (error.status >= 400 && error.status < 500 && error.serverMessage) return error.serverMessage;
  }
  return MESSAGES.generic;
}
