import { describe, expect, it } from 'vitest';
import { createFormApi } from './form-api.ts';

function recorder(response: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = (async (url: string, init: RequestInit) => (calls.push({ url, init }), response())) as typeof globalThis.fetch;
  return { calls, api: createFormApi({ fetch, cookies: () => 'a=1; crumb=c%201' }) };
}

describe('createFormApi', () => {
  it('posts the answers to the validation route with the crumb, JSON and same-origin credentials', async () => {
    const { calls, api } = recorder(() => new Response('{"errors":{"e":"Required"}}', { status: 400 }));
    expect(await api.validate('f 1', { e: '' })).toEqual({ status: 400, body: { errors: { e: 'Required' } } });
    expect(calls[0].url).toBe('/api/rest/forms/validate/f%201');
    expect(calls[0].init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"e":""}' });
    expect(calls[0].init.headers).toMatchObject({ 'X-CSRF-Token': 'c 1', 'Content-Type': 'application/json' });
  });

  it('asks for a key with an empty body, saves to SaveFormSubmission, and reads text bodies as text', async () => {
    const { calls, api } = recorder(() => new Response('Too many', { status: 429 }));
    expect(await api.submissionKey()).toEqual({ status: 429, body: 'Too many' });
    expect(calls[0]).toMatchObject({ url: '/api/form/FormSubmissionKey', init: { method: 'POST', body: undefined } });
    await api.save({ key: 'k' });
    expect(calls[1].url).toBe('/api/form/SaveFormSubmission');
  });

  it('answers status 0 when the request fails, and sends no crumb on GET', async () => {
    const { calls, api } = recorder(() => Promise.reject(new TypeError('offline')));
    expect(await api.get('/api/captcha/config')).toEqual({ status: 0, body: null });
    expect(calls[0].init.headers).not.toHaveProperty('X-CSRF-Token');
  });
});
