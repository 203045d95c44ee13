import { API_ROUTES } from '@plinth/api';
import { expect, it } from 'vitest';
import { forEachStore } from '../../test-support/test-app.ts';

/**
 * The contract and the server agree: every API route the server registers is in `@plinth/api` (and
 * so in /api/openapi.json) with the same access, and the contract names no route the server lacks.
 */
forEachStore('the API contract', (store) => {
  const registered = () =>
    store.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && route.url !== '/api/*' && route.method !== 'HEAD')
      .map((route) => ({ route: `${route.method} ${route.url}`, access: route.config?.access }));

  it('lists exactly the routes the server registers, with the access each declares', () => {
    const contract = API_ROUTES.map((route) => ({ route: `${route.method} ${route.path}`, access: route.access }));
    const byName = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect(contract.sort(byName)).toEqual(registered().sort(byName));
  });

  it('serves the OpenAPI 3.1 document with every route and its schemas', async () => {
    const response = await store.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { responses: object }>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(operations.sort()).toEqual(registered().map((r) => r.route).sort());
    for (const ops of Object.values(document.paths)) for (const op of Object.values(ops)) expect(Object.keys(op.responses).length).toBeGreaterThan(1);
  });
});
