import { describe, expect, it } from 'vitest';
import { fieldErrorsBody, readFieldErrors, readServerMessage, saveFailure } from './save-failure.ts';

const BANNERS = {
  above: 'Your form has encountered a problem. Please scroll down to review.',
  below: 'Your form has encountered a problem. Please scroll up to review.',
};
const fail = (status: number, body: unknown = null) => saveFailure({ status, body, isNewsletter: true });

describe('saveFailure', () => {
  it('words 401, 404, 429 and 500 by status', () => {
    expect(fail(401)).toEqual({ message: 'Unable to submit form. Please try again later.' });
    expect(fail(404)).toEqual({ message: 'This form has not been configured yet.' });
    expect(fail(429, { error: 'slow down' })).toEqual({
      message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    });
    expect(fail(500, 'boom')).toEqual({ message: 'Unable to send form. Please try again later.' });
    expect(fail(503, '<html>Bad gateway</html>')).toEqual({ message: 'Unable to send form. Please try again later.' });
  });

  it('puts each error of a 400 map on its field', () => {
    expect(fail(400, { errors: { email: 'Required', note: ['Too long', 'x'] } })).toEqual({
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { email: 'Required', note: 'Too long' },
    });
  });

  it("otherwise shows the server's text, or 'Unknown error, please try again later.'", () => {
    expect(fail(400, { error: 'Could not parse the form fields, please check your entries.' })).toEqual({
      message: 'Could not parse the form fields, please check your entries.',
    });
    expect(fail(403, 'Forbidden here')).toEqual({ message: 'Forbidden here' });
    expect(fail(400, { errors: {} })).toEqual({ message: 'Unknown error, please try again later.' });
    expect(fail(0, null)).toEqual({ message: 'Unknown error, please try again later.' });
    expect(fail(418, '<!doctype html>')).toEqual({ message: 'Unknown error, please try again later.' });
  });

  it('adds the two banners to non-newsletter forms only', () => {
    expect(saveFailure({ status: 404, body: null, isNewsletter: false })).toEqual({
      message: 'This form has not been configured yet.',
      banners: BANNERS,
    });
    expect(saveFailure({ status: 400, body: { errors: { a: 'Required' } }, isNewsletter: false }).banners).toEqual(BANNERS);
    expect(fail(404).banners).toBeUndefined();
  });
});

describe('error bodies', () => {
  it('round-trip field errors', () => {
    expect(readFieldErrors(fieldErrorsBody({ email: 'Required' }))).toEqual({ email: 'Required' });
    expect(readFieldErrors({ errors: { a: 1, b: ' ' } })).toBeNull();
    expect(readFieldErrors({ errors: 'x' })).toBeNull();
  });

  it('read the server text from a string, error or message, ignoring long text', () => {
    expect(readServerMessage({ message: ' Nope ' })).toBe('Nope');
    expect(readServerMessage('x'.repeat(501))).toBeNull();
    expect(readServerMessage({ error: 3 })).toBeNull();
  });
});
