import { INTEGRATIONS_MESSAGES } from '@plinth/api';
import { ApiError, failureMessage } from '../../api/api-error.ts';

/**
 * The sentence for a failed integrations call: a provider or receiver that did not answer (503)
 * reads 'Unable to connect. Please try again.' (platform.md §8); the rest as everywhere else.
 */
export function integrationFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 503) return INTEGRATIONS_MESSAGES.unableToConnect;
  return failureMessage(error, 'save');
}
