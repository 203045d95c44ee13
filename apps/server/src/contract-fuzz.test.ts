import { API_ROUTES, type ApiRoute } from '@plinth/api';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createOwnerSession, OWNER_COOKIE } from './features/owner/index.ts';
import { newCrumb } from './infra/http/crumb.ts';
import { fuzzRequests, type FuzzRequest } from './test-support/fuzz-requests.ts';
import { addContributor } from './test-support/owner.ts';
import { realHints, realIds, realPath } from './test-support/real-path.ts';
import { signedInCustomer } from './test-support/site-users.ts';
import { forEachStore, type TestStore } from './test-support/test-app.ts';

/*
 * The contract fuzz (issue 36; Schemathesis's idea, with fast-check): every operation of the
 * contract (API_ROUTES, the routes of the OpenAPI document), called as the caller it is meant for,
 * with requests drawn from its own zod schemas — values of their shape and near it (a wrong type, a
 * missing or extra key, a huge or odd string, deep nesting, a number at a limit), bodies as JSON, as
 * a url-encoded form, as multipart, with a wrong content type or none. No answer may be a 5xx, every
 * API refusal says why, and the server keeps serving (a probe after each operation). The draws are
 * fixed by SEED (each operation's own seed derives from it and its name, so a new route shifts no
 * other's draws); a failure prints the seed.
 */

/** The fixed seed; PLINTH_FUZZ_SEED replays another (a failure prints the one it ran with). */
const SEED = Number(process.env.PLINTH_FUZZ_SEED ?? 36_002);
/** Requests per operation (PLINTH_FUZZ_RUNS for a longer hunt: `PLINTH_FUZZ_RUNS=150 PLINTH_FUZZ_SEED=7 npx vitest run apps/server/src/contract-fuzz.test.ts`). */
const PER_OPERATION = Number(process.env.PLINTH_FUZZ_RUNS ?? 32);

/** Routes that end the caller's session or account: fuzzed last. */
const ENDS_SESSION = /^(DELETE \/api\/owner\/session|DELETE \/api\/site-users\/account(\/session)?|PUT \/api\/site-users\/account\/password)$/;

/** The seed of one operation: SEED mixed with its name (FNV-1a). */
function seedOf(name: string): number {
  let hash = 0x811c9dc5 ^ SEED;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * What is wrong with an answer, or undefined for a proper success or refusal. A 503 `UNAVAILABLE` is
 * the one 5xx allowed: the server saying on purpose that a dependency does not answer (a captcha
 * provider a fuzzed settings call switched on, which this machine cannot reach), with a message.
 */
function problemOf(route: ApiRoute, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500 && !(response.statusCode === 503 && unavailable(response))) return 'a server error';
  if (response.statusCode < 400) return undefined;
  // A link from an e-mail (confirm, unsubscribe) answers a page: it says why in its text.
  if (route.responseType === 'html') return response.body.trim() ? undefined : 'an empty refusal page';
  let body: { error?: unknown; errors?: unknown; message?: unknown };
  try {
    body = (response.json() as typeof body) ?? {};
  } catch {
    return 'a refusal that is not JSON';
  }
  const message = typeof body.error === 'string' ? body.error : ((body.error as { message?: unknown } | undefined)?.message ?? body.message);
  const fieldErrors = body.errors && typeof body.errors === 'object' && Object.keys(body.errors).length > 0;
  return (typeof message === 'string' && message.trim()) || fieldErrors ? undefined : 'a refusal without a message';
}

/** Whether an answer is a deliberate 503: `UNAVAILABLE` with a message. */
function unavailable(response: LightMyRequestResponse): boolean {
  try {
    const { error } = response.json() as { error?: { code?: string; message?: string } };
    return error?.code === 'UNAVAILABLE' && !!error.message?.trim();
  } catch {
    return false;
  }
}

type Headers = () => Record<string, string>;

forEachStore('contract fuzz', (store: TestStore) => {
  const callers = {} as Record<'visitor' | 'owner' | 'customer' | 'apiKey', () => Promise<Headers>>;
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    // Before the fuzz's own admin exists: a route given a real contributor id must not demote it.
    ids = await realIds(store.db);
    // A fresh crumb on every request: per-visitor limits count by crumb.
    const withCrumb = (cookie = '') => {
      const crumb = newCrumb();
      return { cookie: `crumb=${crumb}${cookie ? `; ${cookie}` : ''}`, 'x-csrf-token': crumb };
    };
    callers.visitor = async () => () => withCrumb();
    const admin = await addContributor(store.db, 'ADMIN');
    // A session per operation: one that signs out must not sign out the rest.
    callers.owner = async () => {
      const cookie = `${OWNER_COOKIE}=${await createOwnerSession(store.db, admin)}`;
      return () => withCrumb(cookie);
    };
    const customer = await signedInCustomer(store);
    const customerCookies = [...customer.cookies].filter(([name]) => name !== 'crumb').map(([name, value]) => `${name}=${value}`).join('; ');
    callers.customer = async () => () => ({ ...withCrumb(customerCookies), 'x-siteuser-xsrf-token': customer.xsrfToken ?? '' });
    const owner = (await callers.owner())();
    const scopes = (await store.app.inject({ url: '/api/owner/api-keys', headers: owner })).json().scopes as string[];
    // A key per operation: a key's rate limit is for one client, not for the fuzz.
    callers.apiKey = async () => {
      const made = await store.app.inject({ method: 'POST', url: '/api/owner/api-keys', headers: (await callers.owner())(), payload: { name: 'Fuzz', scopes } });
      const authorization = `Bearer ${made.json().secret as string}`;
      return () => ({ ...withCrumb(), authorization });
    };
  });

  /** The caller an operation is meant for: the public API's key, a customer, an owner or a visitor. */
  function callerOf(route: ApiRoute): () => Promise<Headers> {
    if (route.auth === 'bearer') return callers.apiKey;
    if (route.access === 'public') return callers.visitor;
    if (route.access === 'site-user') return callers.customer;
    return callers.owner;
  }

  let address = 0;
  const send = (headers: Headers, request: Pick<FuzzRequest, 'method' | 'url' | 'headers' | 'payload'>) => {
    // A fresh address on every request too: sign-in throttles count failures by address.
    address++;
    const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    return store.app.inject({ method: request.method as 'GET', url: request.url, headers: { ...headers(), ...request.headers }, remoteAddress, ...(request.payload === undefined ? {} : { payload: request.payload }) });
  };

  it('answers every fuzzed request to every operation of the contract below 500, each refusal with a message, and keeps serving', async () => {
    const started = Date.now();
    const registered = new Set(store.app.routeTable.map((route) => `${route.method} ${route.url}`));
    const operations = API_ROUTES.filter((route) => registered.has(`${route.method} ${route.path}`)).sort((a, b) => Number(ENDS_SESSION.test(`${a.method} ${a.path}`)) - Number(ENDS_SESSION.test(`${b.method} ${b.path}`)));
    // Every operation of the contract is served (route-access.test.ts checks the other way round).
    expect(API_ROUTES.filter((route) => !registered.has(`${route.method} ${route.path}`)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    const hints = realHints(ids);
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<string, number>();
    const visitor = await callers.visitor();
    const probes = [...(registered.has('GET /healthz') ? ['/healthz'] : []), '/api/commerce/shopping-cart'];
    for (const route of operations) {
      const name = `${route.method} ${route.path}`;
      const seed = seedOf(name);
      const headers = await callerOf(route)();
      for (const request of fuzzRequests({ route, realPath: realPath(route.path, ids), hints }, seed, PER_OPERATION)) {
        const response = await send(headers, request);
        sent++;
        const kind = response.statusCode === 503 && unavailable(response) ? '503 UNAVAILABLE (a dependency, said on purpose)' : `${Math.floor(response.statusCode / 100)}xx`;
        statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
        const problem = problemOf(route, response);
        if (problem) failures.push(`${response.statusCode} ${name} (seed ${seed}) — ${request.method} ${request.url.slice(0, 160)} — ${request.label} — ${problem}: ${response.body.slice(0, 200)}`);
      }
      // The server keeps serving: its health check and a visitor's cart answer after every operation's requests.
      for (const url of probes) {
        const probe = await send(visitor, { method: 'GET', url, headers: {} });
        if (probe.statusCode !== 200) failures.push(`the server stopped serving after ${name} (seed ${seed}): ${url} answered ${probe.statusCode} ${probe.body.slice(0, 200)}`);
      }
    }
    const answered = [...statuses].sort().map(([kind, n]) => `${n} ${kind}`).join(', ');
    console.info(`contract fuzz [${store.dialect}]: ${sent} requests to ${operations.length} operations (seed ${SEED}, ${PER_OPERATION} each) in ${Date.now() - started} ms: ${answered}`);
    expect(failures, `seed ${SEED}\n${failures.join('\n')}`).toEqual([]);
  }, 180_000 * Math.max(1, PER_OPERATION / 32));
});
