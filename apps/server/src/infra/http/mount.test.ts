import { defineRoute } from '@plinth/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installErrorHandler } from '../errors/error-handler.ts';
import { mount, type MountOptions, type RouteHandler } from './mount.ts';
import type { ApiRoute } from '@plinth/api';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare app with the one error handler and `route` mounted; the route's config is kept for the asserts. */
async function appWith<const R extends ApiRoute>(route: R, handler: RouteHandler<R>, options?: MountOptions) {
  const app = Fastify();
  apps.push(app);
  installErrorHandler(app);
  const configs: Record<string, unknown>[] = [];
  app.addHook('onRoute', (options) => {
    configs.push({ ...(options.config as object) });
  });
  mount(app, route, handler, options);
  await app.ready();
  return { app, config: () => configs[0] };
}

const renameThing = defineRoute({
  method: 'PUT',
  path: '/api/things/:id',
  tag: 'things',
  access: 'public',
  summary: 'Renames a thing',
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ dry: z.enum(['yes', 'no']).default('no') }),
  body: z.object({ name: z.string().trim().min(1) }),
  response: z.object({ id: z.number(), name: z.string(), dry: z.string() }),
});

describe('mount', () => {
  it('registers method, path and access from the contract and hands the handler parsed params, query and body', async () => {
    const { app, config } = await appWith(renameThing, ({ params, query, body }) => ({ id: params.id, name: body.name, dry: query.dry }));
    const answer = await app.inject({ method: 'PUT', url: '/api/things/7', payload: { name: '  Mug ' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 7, name: 'Mug', dry: 'no' });
    expect(config()).toMatchObject({ access: 'public' });
    expect((await app.inject({ method: 'POST', url: '/api/things/7', payload: { name: 'Mug' } })).statusCode).toBe(404);
  });

  it('answers a zod failure of any part with 400 through the error handler, without calling the handler', async () => {
    let called = 0;
    const { app } = await appWith(renameThing, ({ params, body, query }) => {
      called += 1;
      return { id: params.id, name: body.name, dry: query.dry };
    });
    for (const url of ['/api/things/seven', '/api/things/7?dry=maybe']) {
      const answer = await app.inject({ method: 'PUT', url, payload: { name: 'Mug' } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: { code: 'INVALID', message: expect.any(String) } });
    }
    expect((await app.inject({ method: 'PUT', url: '/api/things/7', payload: { name: ' ' } })).statusCode).toBe(400);
    expect(called).toBe(0);
  });

  it('parses params before the body (a bad id is reported, not the bad body)', async () => {
    const { app } = await appWith(renameThing, () => ({ id: 0, name: '', dry: '' }));
    const answer = await app.inject({ method: 'PUT', url: '/api/things/seven', payload: {} });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(/id/i);
  });

  it("answers with the contract's status", async () => {
    const create = defineRoute({ method: 'POST', path: '/api/things', tag: 'things', access: 'public', summary: 'Creates', status: 201, body: z.object({ name: z.string() }) });
    const { app } = await appWith(create, ({ body }) => ({ created: body.name }));
    const answer = await app.inject({ method: 'POST', url: '/api/things', payload: { name: 'Mug' } });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ created: 'Mug' });
  });

  it("answers 204 with no body for an 'empty' route whose handler returns nothing", async () => {
    const remove = defineRoute({ method: 'DELETE', path: '/api/things/:id', tag: 'things', access: 'public', summary: 'Removes', responseType: 'empty' });
    const { app } = await appWith(remove, () => undefined);
    const answer = await app.inject({ method: 'DELETE', url: '/api/things/7' });
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
  });

  it('lets a handler send its own answer and return the reply', async () => {
    const text = defineRoute({ method: 'GET', path: '/things.txt', tag: 'things', access: 'public', summary: 'Text', responseType: 'html' });
    const { app } = await appWith(text, ({ reply }) => reply.code(302).header('location', '/elsewhere').send());
    const answer = await app.inject({ method: 'GET', url: '/things.txt' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/elsewhere');
  });

  it("takes errorBody from the contract: a 'text' route's errors read { error: 'text' }", async () => {
    const submit = defineRoute({ method: 'POST', path: '/api/forms', tag: 'forms', access: 'public', summary: 'Submits', errorBody: 'text', body: z.object({ email: z.string().email() }) });
    const { app, config } = await appWith(submit, () => ({ ok: true }));
    const answer = await app.inject({ method: 'POST', url: '/api/forms', payload: { email: 'nope' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: expect.any(String) });
    expect(config()).toMatchObject({ access: 'public', errorBody: 'text' });
  });

  it('keeps the options: route config, and the parts a handler parses itself', async () => {
    const { app, config } = await appWith(renameThing, ({ params, body }) => ({ id: params.id, name: JSON.stringify(body), dry: '' }), {
      config: { website: 'cached' },
      parseItself: ['body'],
    });
    const answer = await app.inject({ method: 'PUT', url: '/api/things/7', payload: { anything: 1 } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().name).toBe('{"anything":1}');
    expect(config()).toMatchObject({ website: 'cached', access: 'public' });
  });
});
