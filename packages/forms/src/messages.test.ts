import { describe, expect, it } from 'vitest';
import { FIELD_CHECK_MESSAGES, FORM_MESSAGES, PART_LABELS, WEBSITE_FORMAT_EXAMPLE, fillMessage } from './messages.ts';

describe('FORM_MESSAGES', () => {
  it('holds every form text of the spec verbatim', () => {
    expect(FORM_MESSAGES).toEqual({
      defaultName: 'My Form Name',
      submitting: 'Submitting\u2026',
      saving: 'Saving\u2026',
      required: 'Required',
      characterLimit: 'You have exceeded the character limit.',
      emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
      fieldsInvalid: 'One or more fields is invalid, please check your entries.',
      unauthorized: 'Unable to submit form. Please try again later.',
      notConfigured: 'This form has not been configured yet.',
      rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      serverError: 'Unable to send form. Please try again later.',
      unknownError: 'Unknown error, please try again later.',
      processingError: 'Error processing form submission. Please reload and try again.',
      submissionKeyError: 'Could not get a form submission key, please try again later.',
      parseError: 'Could not parse the form fields, please check your entries.',
      captchaIncomplete: 'Complete CAPTCHA before submitting.',
      problemScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
      problemScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
      noAnswer: 'N/A',
      notAnOption: '{val} is not one of the expected options.',
    });
  });

  it('writes the button ellipses as one character', () => {
    expect(FORM_MESSAGES.submitting).toHaveLength('Submitting'.length + 1);
    expect(FORM_MESSAGES.saving.endsWith('\u2026')).toBe(true);
    expect(FORM_MESSAGES.saving).not.toContain('...');
  });
});

describe("Plinth's own wording", () => {
  it('pins the format-check messages and part labels', () => {
    expect(FIELD_CHECK_MESSAGES).toEqual({
      number: 'Number is not valid.',
      currency: 'Amount is not valid.',
      website: 'Website is not valid. Websites should follow the format {url}.',
      twitter: 'Twitter handle is not valid.',
      date: 'Date is not valid.',
      time: 'Time is not valid.',
    });
    expect(WEBSITE_FORMAT_EXAMPLE).toBe('https://www.domain.com');
    expect(PART_LABELS.name).toEqual({ first: 'First Name', last: 'Last Name' });
    expect(Object.keys(PART_LABELS.address)).toEqual(['address1', 'address2', 'city', 'state', 'zip', 'country']);
    expect(Object.keys(PART_LABELS.phone)).toEqual(['country', 'areaCode', 'prefix', 'line']);
  });
});

describe('fillMessage', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(fillMessage(FORM_MESSAGES.notAnOption, { val: 'Teal' })).toBe('Teal is not one of the expected options.');
    expect(fillMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fillMessage('{toString}', {})).toBe('{toString}');
  });
});
