import { describe, expect, it } from 'vitest';
import { checkProductAnswers } from './product-answers.ts';
import { form } from './test-fixtures.ts';

const INVALID = 'One or more fields is invalid, please check your entries.';
const PARSE = 'Could not parse the form fields, please check your entries.';

const monogram = form([
  { id: 'intro', type: 'section', title: 'Your monogram' },
  { id: 'initials', type: 'text', title: 'Initials', required: true, maxLength: 3 },
  { id: 'note', type: 'textarea', title: 'Note' },
]);

describe('checkProductAnswers', () => {
  it('passes complete answers, as a JSON string or an object', () => {
    expect(checkProductAnswers(monogram, '{"initials":"ABC"}')).toEqual({ ok: true });
    expect(checkProductAnswers(monogram, { initials: 'AB', note: 'A gift' })).toEqual({ ok: true });
  });

  it('refuses a required field left out or blank with the form message and the field error', () => {
    for (const input of [undefined, null, '', '{}', { initials: '' }]) {
      expect(checkProductAnswers(monogram, input)).toEqual({ ok: false, message: INVALID, fieldErrors: { initials: 'Required' } });
    }
  });

  it("refuses an answer over the field's maximum length", () => {
    expect(checkProductAnswers(monogram, { initials: 'ABCD' })).toEqual({
      ok: false,
      message: INVALID,
      fieldErrors: { initials: 'You have exceeded the character limit.' },
    });
  });

  it('refuses answers to fields the form does not have, sections included', () => {
    expect(checkProductAnswers(monogram, { initials: 'AB', colour: 'red' })).toEqual({ ok: false, message: PARSE });
    expect(checkProductAnswers(monogram, { initials: 'AB', intro: 'x' })).toEqual({ ok: false, message: PARSE });
  });

  it('refuses any answers for a product without a form, and passes none', () => {
    expect(checkProductAnswers(null, '{"x":"1"}')).toEqual({ ok: false, message: PARSE });
    for (const input of [undefined, null, '', '  ', '{}', {}]) expect(checkProductAnswers(null, input)).toEqual({ ok: true });
  });

  it('refuses answers that are not an object of answers', () => {
    expect(checkProductAnswers(monogram, '{bad')).toEqual({ ok: false, message: PARSE });
    expect(checkProductAnswers(monogram, '["AB"]')).toEqual({ ok: false, message: PARSE });
    expect(checkProductAnswers(monogram, { initials: { deep: { er: 1 } } })).toEqual({ ok: false, message: PARSE });
  });
});
