import type { LightMyRequestResponse } from 'fastify';
import { createForm, type FormInput } from '../features/forms/index.ts';
import { defaultSiteId } from './owner.ts';
import type { TestStore, Visitor } from './test-app.ts';

/* Test helpers for the form routes: throwaway forms and the island's save sequence. */

/** Creates a form on the demo site; returns its id. */
export async function addForm(store: TestStore, input: FormInput): Promise<string> {
  return createForm(store.db, await defaultSiteId(store.db), input);
}

/** A key from `POST /api/form/FormSubmissionKey`. */
export async function fetchKey(visitor: Visitor): Promise<string> {
  const response = await visitor.send('POST', '/api/form/FormSubmissionKey');
  if (response.statusCode !== 200) throw new Error(`FormSubmissionKey answered ${response.statusCode}: ${response.body}`);
  return response.json().key as string;
}

/** The island's sequence: fetch a key, then save `values` (extra payload properties override). */
export async function submitForm(visitor: Visitor, formId: string, values: unknown, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  const key = await fetchKey(visitor);
  return visitor.send('POST', '/api/form/SaveFormSubmission', {
    key,
    formId,
    form: JSON.stringify(values),
    pageTitle: 'Contact',
    pageId: 'page-1',
    contentSource: 'c',
    pagePath: '/contact',
    ...extra,
  });
}
