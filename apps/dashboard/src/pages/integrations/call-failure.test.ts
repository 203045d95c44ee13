import { expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { integrationFailure } from './call-failure.ts';

it("says 'Unable to connect. Please try again.' when the provider or receiver did not answer, the server's words for a refusal", () => {
  expect(integrationFailure(new ApiError('http', 503, 'Unable to connect. Please try again.'))).toBe('Unable to connect. Please try again.');
  expect(integrationFailure(new ApiError('http', 400, 'A List must be selected.'))).toBe('A List must be selected.');
  expect(integrationFailure(new ApiError('network', 0, null))).toBe('Network error.');
  expect(integrationFailure(new ApiError('http', 500, null))).toBe('Something went wrong.');
});
