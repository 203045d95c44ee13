/**
 * The message a failed call shows: the server's own words when it sent some (they are written for
 * the customer), else a sentence about the connection or a retry.
 */
import type { ApiFailure } from '../api/json-call.ts';
import { ACCOUNT_TEXT } from './account-text.ts';

/** The text of a failure. */
export function failureText(failure: ApiFailure): string {
  if (failure.serverMessage) return failure.serverMessage;
  return failure.status === 0 ? ACCOUNT_TEXT.checkConnection : ACCOUNT_TEXT.tryAgain;
}
