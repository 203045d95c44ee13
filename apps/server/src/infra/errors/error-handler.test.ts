import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_ERROR_CODES, AppError, type AppErrorCode } from './app-error.ts';
import { installErrorHandler, STATUS_OF } from './error-handler.ts';

async function appThrowing(error: unknown, errorBody?: 'object' | 'text') {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/boom', { config: errorBody ? { errorBody } : {} }, async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  const expected: Record<AppErrorCode, number> = {
    INVALID: 400,
    UNAUTHENTICATED: 401,
    PAYMENT_DECLINED: 402,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    CONFLICT: 409,
    RATE_LIMITED: 429,
    UNAVAILABLE: 503,
  };

  it.each(APP_ERROR_CODES)('answers %s with its status, the code and the message as { error: { code, message } }', async (code) => {
    expect(STATUS_OF[code]).toBe(expected[code]);
    const app = await appThrowing(new AppError(code, `Refused: ${code}.`));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(expected[code]);
    expect(response.json()).toEqual({ error: { code, message: `Refused: ${code}.` } });
  });

  it("answers { error: 'text' } on a route that declares it (the forms routes)", async () => {
    const app = await appThrowing(new AppError('NOT_FOUND', 'Form not found.'), 'text');
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Form not found.' });
  });

  it('carries the extra fields an error names beside the message', async () => {
    const app = await appThrowing(new AppError('FORBIDDEN', 'No session cookie was sent.', { crumbFail: true }));
    expect((await app.inject('/boom')).json()).toEqual({ crumbFail: true, error: { code: 'FORBIDDEN', message: 'No session cookie was sent.' } });
  });

  it('answers a zod failure with 400 and one readable sentence', async () => {
    const result = z.object({ itemId: z.string({ error: 'is required' }) }).safeParse({});
    const app = await appThrowing(result.error);
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID', message: 'itemId is required' } });
  });

  it('hides a fault behind a 500 that says nothing of it', async () => {
    const app = await appThrowing(new Error('connection reset by peer'));
    const response = await app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong.' } });
  });

  it("keeps Fastify's own 4xx, such as a malformed JSON body", async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.post('/echo', async (request) => request.body);
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/JSON/);
    expect(response.json().error.code).toBe('INVALID');
  });

  it("answers Fastify's own 4xx with the code of their status, such as a body too large", async () => {
    const app = Fastify({ bodyLimit: 10 });
    installErrorHandler(app);
    app.post('/echo', async (request) => request.body);
    const tooLarge = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{"a":"0123456789"}' });
    expect([tooLarge.statusCode, tooLarge.json().error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const unsupported = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/x-nope' }, payload: 'x' });
    expect([unsupported.statusCode, unsupported.json().error.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });
});
