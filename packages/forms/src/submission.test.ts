import { describe, expect, it } from 'vitest';
import { buildSubmissionPayload, captchaError, parseSubmissionPayload } from './submission.ts';
import { form } from './test-fixtures.ts';

const contact = form([
  { id: 'intro', type: 'section', title: 'Hi' },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'note', type: 'textarea', title: 'Note' },
  { id: 'tel', type: 'phone', title: 'Phone' },
]);
const page = { pageTitle: 'Contact', pageId: 'p1', contentSource: 'c' as const, pagePath: '/contact' };

describe('buildSubmissionPayload', () => {
  it('sends every input field canonical, sections and unknown ids left out, nothing trimmed', () => {
    const payload = buildSubmissionPayload({
      key: 'k1',
      form: contact,
      values: { email: ' ann@example.org ', tel: ['555', '123', '4567'], intro: 'x', stray: 'y' },
      ...page,
    });
    expect(payload).toEqual({
      key: 'k1',
      form: '{"email":" ann@example.org ","note":"","tel":{"country":"","areaCode":"555","prefix":"123","line":"4567"}}',
      pageTitle: 'Contact',
      pageId: 'p1',
      contentSource: 'c',
      pagePath: '/contact',
    });
    expect('captchaKey' in payload).toBe(false);
  });

  it('adds the captcha key when there is one', () => {
    expect(buildSubmissionPayload({ key: 'k', form: contact, values: {}, captchaKey: 'tok', ...page }).captchaKey).toBe('tok');
    expect('captchaKey' in buildSubmissionPayload({ key: 'k', form: contact, values: {}, captchaKey: '', ...page })).toBe(false);
  });

  it('round-trips through parseSubmissionPayload', () => {
    const payload = buildSubmissionPayload({ key: 'k', form: contact, values: { email: 'a@b.co' }, captchaKey: 't', ...page });
    const parsed = parseSubmissionPayload(JSON.parse(JSON.stringify(payload)));
    expect(parsed).toEqual({
      ok: true,
      payload,
      values: { email: 'a@b.co', note: '', tel: { country: '', areaCode: '', prefix: '', line: '' } },
    });
  });
});

describe('captchaError', () => {
  it('asks for the captcha only when the form shows one and there is no token', () => {
    const withCaptcha = form([], { captchaEnabled: true });
    expect(captchaError(withCaptcha, '')).toBe('Complete CAPTCHA before submitting.');
    expect(captchaError(withCaptcha, null)).toBe('Complete CAPTCHA before submitting.');
    expect(captchaError(withCaptcha, 'tok')).toBeNull();
    expect(captchaError(contact, undefined)).toBeNull();
  });
});

describe('parseSubmissionPayload', () => {
  const PROCESSING = 'Error processing form submission. Please reload and try again.';
  const PARSE = 'Could not parse the form fields, please check your entries.';
  const good = { key: 'k', form: '{"email":"a@b.co"}', pageTitle: '', pageId: 'p', contentSource: 'i', pagePath: '/' };

  it('reads a good payload from an object or JSON text, ignoring other properties', () => {
    const expected = { ok: true, payload: good, values: { email: 'a@b.co' } };
    expect(parseSubmissionPayload({ ...good, extra: 1, captchaKey: null })).toEqual(expected);
    expect(parseSubmissionPayload(JSON.stringify(good))).toEqual(expected);
  });

  it('explains what is wrong with the rest of the payload', () => {
    const cases: [unknown, string][] = [
      ['nope', 'payload is not JSON'],
      [[good], 'payload is not an object'],
      [{ ...good, key: ' ' }, 'key is missing or too long'],
      [{ ...good, key: 'k'.repeat(201) }, 'key is missing or too long'],
      [{ ...good, pageId: undefined }, 'pageId is missing or too long'],
      [{ ...good, pageTitle: 5 }, 'pageTitle is missing or too long'],
      [{ ...good, pagePath: 'contact' }, 'pagePath is not a path'],
      [{ ...good, pagePath: `/${'a'.repeat(2083)}` }, 'pagePath is not a path'],
      [{ ...good, contentSource: 'x' }, "contentSource is not 'i' or 'c'"],
      [{ ...good, captchaKey: 'c'.repeat(5001) }, 'captchaKey is not a string or too long'],
    ];
    for (const [input, detail] of cases) expect(parseSubmissionPayload(input), detail).toEqual({ ok: false, message: PROCESSING, detail });
  });

  it('gives the parse message when the answers cannot be read', () => {
    expect(parseSubmissionPayload({ ...good, form: { email: 'a@b.co' } })).toEqual({ ok: false, message: PARSE, detail: 'form is not a JSON string' });
    expect(parseSubmissionPayload({ ...good, form: '{' })).toEqual({ ok: false, message: PARSE, detail: 'form is not JSON' });
  });

  it('accepts a path of 2083 characters and a 5,000-character captcha key', () => {
    const edge = { ...good, pagePath: `/${'a'.repeat(2082)}`, captchaKey: 'c'.repeat(5000) };
    expect(parseSubmissionPayload(edge).ok).toBe(true);
  });
});
