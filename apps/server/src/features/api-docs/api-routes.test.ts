import * as contract from '@plinth/api';
import { API_ROUTES, ERROR_CODES, openApiDocument } from '@plinth/api';
import { expect, it } from 'vitest';
import { APP_ERROR_CODES } from '../../infra/errors/app-error.ts';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../infra/http/crumb.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import { OWNER_COOKIE } from '../owner/index.ts';
import { SITE_USER_COOKIE } from '../site-users/index.ts';

type Operation = { security: Record<string, string[]>[]; responses: object };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { name?: string }> } };

/** A body that a beacon route reads up to its crumb check (the crumb well-formed, but not the cookie's: there is none). */
const BEACON = { event: 'x', eventSchemaName: 'x', eventContent: '{}', crumb: 'A'.repeat(24) };
/** A browser's user agent: the beacon routes answer bots 204 before anything else. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

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
    const document = response.json() as Document;
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(operations.sort()).toEqual(registered().map((r) => r.route).sort());
    for (const ops of Object.values(document.paths)) for (const op of Object.values(ops)) expect(Object.keys(op.responses).length).toBeGreaterThan(1);
    // The same document each time, made once.
    expect((await store.app.inject('/api/openapi.json')).body).toBe(response.body);
  });

  it("names the server's own cookies and headers in its security schemes, and every code the server answers with", () => {
    const document = openApiDocument(API_ROUTES, { schemas: contract }) as Document;
    const names = Object.fromEntries(Object.entries(document.components.securitySchemes).map(([scheme, { name }]) => [scheme, name]));
    expect(names).toMatchObject({ ownerSession: OWNER_COOKIE, siteUserSession: SITE_USER_COOKIE, crumb: CRUMB_COOKIE });
    expect(names.csrfToken?.toLowerCase()).toBe(CRUMB_HEADER);
    for (const code of APP_ERROR_CODES) expect(ERROR_CODES).toContain(code);
  });

  it('asks for the crumb on exactly the visitor writes that refuse a call without it (403 crumbFail)', async () => {
    const document = openApiDocument(API_ROUTES, { schemas: contract }) as Document;
    const visitorWrites = API_ROUTES.filter((route) => route.access === 'public' && route.auth === undefined && route.method !== 'GET');
    const refusals = [];
    for (const route of visitorWrites) {
      const security = document.paths[contract.openApiPath(route.path)]?.[route.method.toLowerCase()]?.security ?? [];
      const response = await store.app.inject({ method: route.method, url: route.path.replace(/:(\w+)/g, 'x'), headers: { 'user-agent': BROWSER }, payload: BEACON });
      const crumbFail = response.statusCode === 403 && (response.json() as { crumbFail?: boolean }).crumbFail === true;
      refusals.push({ route: `${route.method} ${route.path}`, crumbFail, documented: security.some((way) => 'crumb' in way) });
    }
    expect(refusals.filter((r) => r.crumbFail !== r.documented)).toEqual([]);
  });
});
