/** Forms and a scripted API for the form tests (not part of any bundle). */
import { createFormModel, type FormModel } from '@plinth/forms';
import type { FormAnswer, FormApi } from './form-api.ts';

/** A contact form with the spec's rule kinds: required, an e-mail, a textarea of at most 10 characters. */
export function contactForm(extra: Partial<FormModel> = {}): FormModel {
  return {
    ...createFormModel({
      id: 'f1',
      name: 'Contact',
      fields: [
        { id: 'name', type: 'text', title: 'Name', required: true },
        { id: 'email', type: 'email', title: 'Email', required: true },
        { id: 'about', type: 'section', title: 'About you' },
        { id: 'message', type: 'textarea', title: 'Message', required: false, maxLength: 10 },
      ],
      parsedSubmissionMessage: '<p>Thanks!</p>',
    }),
    ...extra,
  };
}

/** An API answering from a script, recording each call. */
export function scriptedApi(answers: Partial<Record<'validate' | 'submissionKey' | 'save' | 'get', FormAnswer>> = {}) {
  const calls: Array<{ name: string; args: unknown[] }> = [];
  const ok: FormAnswer = { status: 200, body: {} };
  const api: FormApi = {
    validate: async (...args) => (calls.push({ name: 'validate', args }), answers.validate ?? ok),
    submissionKey: async () => (calls.push({ name: 'submissionKey', args: [] }), answers.submissionKey ?? { status: 200, body: { key: 'k-1' } }),
    save: async (...args) => (calls.push({ name: 'save', args }), answers.save ?? ok),
    get: async (...args) => (calls.push({ name: 'get', args }), answers.get ?? ok),
  };
  return { api, calls };
}

export const PAGE = { pageId: 'c-contact', pageTitle: 'Contact — Demo', contentSource: 'c' as const, pagePath: '/contact' };
