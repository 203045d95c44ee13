import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from '../errors/error-handler.ts';
import { capQueryKeys, guardRequestText } from './request-text.ts';

async function echoApp() {
  const app = Fastify();
  installErrorHandler(app);
  guardRequestText(app);
  const echo = async (request: { params: unknown; query: unknown; body: unknown }) => ({ params: request.params, query: request.query, body: request.body ?? null });
  app.post('/api/echo/:id', echo);
  app.post('/api/form/:id', { config: { errorBody: 'text' } }, echo);
  app.get('/pages/:slug', echo);
  app.get('/api/search', { config: { freeText: true } }, echo);
  await app.ready();
  return app;
}

describe('text at the API boundary', () => {
  it('refuses a NUL in a path param, a query value, a body string or a body key with 400 naming where', async () => {
    const app = await echoApp();
    const cases: [string, unknown, string][] = [
      ['/api/echo/a%00b', {}, 'id: must not contain a NUL character.'],
      ['/api/echo/x?q=%00', {}, 'q: must not contain a NUL character.'],
      ['/api/echo/x', { items: [{ name: 'ok' }, { name: 'a\u0000' }] }, 'items.1.name: must not contain a NUL character.'],
      ['/api/echo/x', { 'key\u0000': 1 }, 'key\u0000: must not contain a NUL character.'],
      ['/api/echo/x', 'a\u0000', 'The request must not contain a NUL character.'],
    ];
    for (const [url, body, message] of cases) {
      const response = await app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({ url, status: 400, body: { error: { code: 'INVALID', message } } });
    }
    const form = await app.inject({ method: 'POST', url: '/api/form/x', payload: { a: '\u0000' } });
    expect(form.json()).toEqual({ error: 'a: must not contain a NUL character.' });
  });

  it('makes a lone surrogate U+FFFD, as the databases would store it, and leaves whole emoji alone', async () => {
    const app = await echoApp();
    const response = await app.inject({ method: 'POST', url: '/api/echo/x?q=%F0%9F%98%80', payload: { name: 'half \ud83d', list: ['\udc00', 'whole 😀'] } });
    expect(response.statusCode).toBe(200);
    const echoed = response.json();
    expect(echoed.body).toEqual({ name: 'half \ufffd', list: ['\ufffd', 'whole 😀'] });
    expect(echoed.query).toEqual({ q: '😀' });
  });

  it('walks a body nested 20,000 deep without overflowing the stack', async () => {
    const app = await echoApp();
    const deep = `${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`;
    const response = await app.inject({ method: 'POST', url: '/api/echo/x', payload: deep, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^0\.0\.0\..*: must not contain a NUL character\.$/);
  });

  it('lets a NUL through to a route of free text (search cleans its own query)', async () => {
    const app = await echoApp();
    const response = await app.inject('/api/search?q=mug%00');
    expect(response.statusCode).toBe(200);
    expect(response.json().query).toEqual({ q: 'mug\u0000' });
  });

  it('leaves routes outside /api/ to answer for themselves', async () => {
    const app = await echoApp();
    const response = await app.inject('/pages/a%00b');
    expect(response.statusCode).toBe(200);
    expect(response.json().params).toEqual({ slug: 'a\u0000b' });
  });

  it('parses at most 1000 query pairs (platform.md §9), on pages and API routes alike; later ones are ignored', async () => {
    const app = await echoApp();
    const pairs = Array.from({ length: 1500 }, (_, i) => `k${i}=${i}`).join('&');
    const page = await app.inject(`/pages/a?${pairs}`);
    expect(page.statusCode).toBe(200);
    expect(Object.keys(page.json().query)).toHaveLength(1000);
    expect(page.json().query.k999).toBe('999');
    expect(page.json().query.k1000).toBeUndefined();
    const small = await app.inject('/api/search?q=mug&tag=a&tag=b');
    expect(small.json().query).toEqual({ q: 'mug', tag: ['a', 'b'] });
  });

  it('counts a repeated key once per value', () => {
    expect(capQueryKeys({ a: ['1', '2', '3'], b: 'x' }, 2)).toEqual({ a: ['1', '2'] });
    const within = { a: '1' };
    expect(capQueryKeys(within, 2)).toBe(within);
  });
});
