import { describe, expect, it } from 'vitest';
import * as forms from './index.ts';

describe('@plinth/forms', () => {
  it('exports the public API', () => {
    for (const name of [
      'createFormModel', 'normalizeForm', 'validateForm', 'normalizePhoneParts', 'characterCounter',
      'buildSubmissionPayload', 'parseSubmissionPayload', 'parseFormValues', 'saveFailure', 'summarizeAnswer',
      'toCsv', 'FORM_TEMPLATE_SCHEMA', 'FORM_MESSAGES', 'FORM_FIELD_TYPES', 'readSubmissionKey', 'captchaError',
    ]) {
      expect(forms, name).toHaveProperty(name);
    }
  });

  it('runs a whole visitor flow: validate, build, parse on the server, validate again, summarise', () => {
    const form = forms.createFormModel({
      id: 'f',
      fields: [
        { id: 'email', type: 'email', title: 'Email', required: true },
        { id: 'tel', type: 'phone', title: 'Phone' },
      ],
    });
    const values = { email: 'ann@example.org', tel: ['555', '123', '4567'] };
    expect(forms.validateForm(form, values).valid).toBe(true);
    const payload = forms.buildSubmissionPayload({ key: 'k', form, values, pageTitle: 'T', pageId: 'p', contentSource: 'i', pagePath: '/x' });
    const parsed = forms.parseSubmissionPayload(JSON.stringify(payload));
    if (!parsed.ok) throw new Error(parsed.detail);
    expect(forms.validateForm(form, parsed.values).valid).toBe(true);
    expect(forms.formAnswers(form, parsed.values).map(forms.summarizeAnswer)).toEqual(['ann@example.org', '(555) 123-4567']);
  });
});
