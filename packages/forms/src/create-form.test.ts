import { describe, expect, it } from 'vitest';
import { FORM_DEFAULTS, createFormModel, normalizeForm, safeRedirect } from './create-form.ts';

describe('createFormModel', () => {
  it("applies the defaults, name 'My Form Name' first", () => {
    expect(createFormModel({ id: 'f1' })).toEqual({
      id: 'f1',
      name: 'My Form Name',
      fields: [],
      parsedSubmissionMessage: '',
      submissionHTML: '',
      successRedirect: '',
      parsedDisclaimerMessage: '',
      captchaEnabled: false,
      captchaTheme: 'light',
      captchaAlignment: 'left',
      isNewsletter: false,
    });
    expect(FORM_DEFAULTS.name).toBe('My Form Name');
  });

  it('keeps what is given and normalises the fields', () => {
    const model = createFormModel({
      id: 'f2',
      name: 'Contact',
      isNewsletter: true,
      captchaEnabled: true,
      captchaTheme: 'dark',
      captchaAlignment: 'center',
      successRedirect: '/thanks',
      fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
    });
    expect(model).toMatchObject({ name: 'Contact', isNewsletter: true, captchaTheme: 'dark', captchaAlignment: 'center' });
    expect(model.successRedirect).toBe('/thanks');
    expect(model.fields).toEqual([{ id: 'email', type: 'email', title: 'Email', required: true }]);
  });
});

describe('normalizeForm', () => {
  it('turns anything into a valid model without throwing', () => {
    for (const input of [null, undefined, 42, 'form', [], { fields: 'x' }]) {
      const model = normalizeForm(input);
      expect(model.name).toBe('My Form Name');
      expect(model.fields).toEqual([]);
    }
  });

  it('replaces wrong-typed properties by their defaults', () => {
    const model = normalizeForm({ id: 7, name: '  ', captchaEnabled: 'yes', captchaTheme: 'blue', captchaAlignment: 'top', isNewsletter: 1 });
    expect(model).toMatchObject({ id: '', name: 'My Form Name', captchaEnabled: false, captchaTheme: 'light', captchaAlignment: 'left', isNewsletter: false });
  });

  it('reads a stored row: the demo monogram field keeps its maxLength', () => {
    const stored = {
      id: 'm',
      name: 'Monogram',
      fields: [{ id: 'monogram-initials', type: 'text', title: 'Monogram initials', description: 'Up to three letters.', required: true, maxLength: 3 }],
    };
    expect(normalizeForm(stored).fields[0]).toEqual(stored.fields[0]);
  });
});

describe('safeRedirect', () => {
  it('allows site paths and http(s) URLs only', () => {
    expect(safeRedirect('/thank-you')).toBe('/thank-you');
    expect(safeRedirect(' https://example.com/x ')).toBe('https://example.com/x');
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'thanks', 'https://', 42, null]) {
      expect(safeRedirect(url), String(url)).toBe('');
    }
  });
});
