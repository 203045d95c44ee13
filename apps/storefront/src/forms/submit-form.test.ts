import { describe, expect, it } from 'vitest';
import { submitForm } from './submit-form.ts';
import { PAGE, contactForm, scriptedApi } from './test-forms.ts';

const SCROLL_DOWN = 'Your form has encountered a problem. Please scroll down to review.';
const SCROLL_UP = 'Your form has encountered a problem. Please scroll up to review.';
const INVALID = 'One or more fields is invalid, please check your entries.';
const valid = { name: 'Ann', email: 'ann@example.org', message: 'Hi' };

describe('submitForm: client checks first', () => {
  it("shows 'Required', the e-mail and the character-limit messages, the summary and both banners, without calling the server", async () => {
    const { api, calls } = scriptedApi();
    const outcome = await submitForm({ form: contactForm(), values: { name: ' ', email: 'ann@example', message: 'more than ten' }, captchaKey: null, page: PAGE, api });
    expect(outcome).toEqual({
      ok: false,
      failure: {
        message: INVALID,
        banners: { above: SCROLL_DOWN, below: SCROLL_UP },
        fieldErrors: {
          name: 'Required',
          email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
          message: 'You have exceeded the character limit.',
        },
      },
    });
    expect(calls).toEqual([]);
  });

  it('gives a newsletter form no banners', async () => {
    const { api } = scriptedApi();
    const outcome = await submitForm({ form: contactForm({ isNewsletter: true }), values: {}, captchaKey: null, page: PAGE, api });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.failure.banners).toBeUndefined();
  });
});

describe('submitForm: the server', () => {
  it('shows the per-field errors of the validation call the same way', async () => {
    const { api, calls } = scriptedApi({ validate: { status: 400, body: { errors: { email: 'This address is blocked.' } } } });
    const outcome = await submitForm({ form: contactForm(), values: valid, captchaKey: null, page: PAGE, api });
    expect(outcome).toEqual({ ok: false, failure: { fieldErrors: { email: 'This address is blocked.' }, message: INVALID, banners: { above: SCROLL_DOWN, below: SCROLL_UP } } });
    expect(calls.map((c) => c.name)).toEqual(['validate']);
    expect(calls[0].args).toEqual(['f1', { name: 'Ann', email: 'ann@example.org', message: 'Hi' }]);
  });

  it('fails with the key message when no key comes back', async () => {
    const { api, calls } = scriptedApi({ submissionKey: { status: 500, body: null } });
    const outcome = await submitForm({ form: contactForm(), values: valid, captchaKey: null, page: PAGE, api });
    expect(outcome.ok === false && outcome.failure.message).toBe('Could not get a form submission key, please try again later.');
    expect(calls.map((c) => c.name)).toEqual(['validate', 'submissionKey']);
  });

  it("asks for the captcha when the form has one and there is no token: 'Complete CAPTCHA before submitting.'", async () => {
    const { api, calls } = scriptedApi();
    const outcome = await submitForm({ form: contactForm({ captchaEnabled: true }), values: valid, captchaKey: null, page: PAGE, api });
    expect(outcome.ok === false && outcome.failure.message).toBe('Complete CAPTCHA before submitting.');
    expect(calls.map((c) => c.name)).not.toContain('save');
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('words a %i save as §8 says', async (status, message) => {
    const { api } = scriptedApi({ save: { status, body: { error: 'ignored' } } });
    const outcome = await submitForm({ form: contactForm(), values: valid, captchaKey: null, page: PAGE, api });
    expect(outcome).toEqual({ ok: false, failure: { message, banners: { above: SCROLL_DOWN, below: SCROLL_UP } } });
  });

  it('saves the §3 payload: key, the form JSON, captchaKey, page title, id, content source and path, and the form it is', async () => {
    const { api, calls } = scriptedApi();
    const outcome = await submitForm({ form: contactForm({ captchaEnabled: true }), values: valid, captchaKey: 'token-1', page: PAGE, api });
    expect(outcome).toEqual({ ok: true });
    expect(calls.map((c) => c.name)).toEqual(['validate', 'submissionKey', 'save']);
    expect(calls[2].args[0]).toEqual({
      key: 'k-1',
      form: JSON.stringify({ name: 'Ann', email: 'ann@example.org', message: 'Hi' }),
      captchaKey: 'token-1',
      pageTitle: 'Contact — Demo',
      pageId: 'c-contact',
      contentSource: 'c',
      pagePath: '/contact',
      formId: contactForm().id,
    });
  });
});
