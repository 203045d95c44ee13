import { API_ROUTES, type ApiRoute } from '@plinth/api';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { createOwnerSession, OWNER_COOKIE } from './features/owner/index.ts';
import { newCrumb } from './infra/http/crumb.ts';
import { malformedRequests, shorten, type MalformedRequest } from './test-support/malformed-requests.ts';
import { addContributor } from './test-support/owner.ts';
import { realHints, realIds, realPath } from './test-support/real-path.ts';
import { signedInCustomer } from './test-support/site-users.ts';
import { forEachStore, type TestStore } from './test-support/test-app.ts';

/*
 * The malformed-input sweep: every route the server registers gets hostile path segments, query
 * strings and bodies, as the caller it is meant for (a visitor with a crumb, a signed-in owner or
 * customer, an API key), and must answer below 500; an API route's refusal is JSON with a message.
 * Each request has a fresh crumb and address, so per-visitor limits do not hide validation behind 429s.
 */

const CONTRACT = new Map<string, ApiRoute>(API_ROUTES.map((route) => [`${route.method} ${route.path}`, route]));

/** Routes that end the caller's session or account. */
const ENDS_SESSION = /^(DELETE \/api\/owner\/session|DELETE \/api\/site-users\/account(\/session)?|PUT \/api\/site-users\/account\/password)$/;

/** The query keys pages read (lists, product pages, search, account links, member areas). */
const PAGE_QUERY_KEYS = ['tag', 'category', 'sku', 'token', 'area', 'q', 'type', 'page', 'offset', 'month', 'view', 'author'];
const PAGE_QUERY_VALUES = ['', '%00', '-1', '1e309', 'NaN', '%ED%A0%80', '%E0%A4%A', 'x'.repeat(5_000), '%22*NEAR(OR%20OR-%3A', '..%2F..%2F'];

/** Pages the sitemap does not list: the visitor's own and the commerce pages. */
const UNLISTED_PAGES = ['/', '/search', '/cart', '/checkout', '/account', '/account/orders', '/account/verify', '/account/reset-password', '/commerce/order-confirmed', '/members', '/events'];

/**
 * Storefront requests beyond the route table's `/*`: every page of the sitemap and the unlisted
 * ones with every query key a page reads set to one hostile value (as HTML and as ?format=json),
 * hostile formats, and site search with full-text syntax.
 */
function storefrontRequests(pages: readonly string[]): string[] {
  const urls: string[] = [];
  for (const path of pages) {
    for (const value of PAGE_QUERY_VALUES) {
      const query = PAGE_QUERY_KEYS.map((key) => `${key}=${value}`).join('&');
      urls.push(`${path}?${query}`, `${path}?format=json&${query}`);
    }
    urls.push(`${path}?format=%00`, `${path}?format=json&format=ical`, `${path}?format[]=json`, `${path}/%ED%A0%80?format=json`);
  }
  const search = ['%22', '*', 'NEAR(', 'NEAR(a b', 'OR OR', '-', ':', 'a:b', '%22unterminated', '^', '(', ')', 'AND', '%00', '%E0%A4%A', 'x'.repeat(10_000)];
  urls.push(...search.flatMap((q) => [`/search?q=${q}`, `/api/search?q=${q}`]));
  urls.push('/%2e%2e/%2e%2e/etc/passwd', '/..%2F..%2Fetc%2Fpasswd', `/blog/${'x'.repeat(10_000)}`, '/shop//merino-crew-tee', '/SHOP', '/shop/');
  return urls;
}

/**
 * Pages first (the owner routes swept later may lock the site), the routes that end the caller's
 * session or account last (so the others keep their caller).
 */
function sweepOrder(route: { method: string; url: string }): number {
  if (ENDS_SESSION.test(`${route.method} ${route.url}`)) return 2;
  return route.url.startsWith('/api/') ? 1 : 0;
}

interface Caller {
  name: string;
  /** Starts one route's requests (a fresh owner session or API key); answers each request's headers. */
  forRoute(): Promise<() => Record<string, string>>;
}

interface Failure {
  caller: string;
  route: string;
  input: string;
  status: number;
  body: string;
}

/** What is wrong with an answer, or undefined when it is a proper refusal or success. */
function problemOf(url: string, contract: ApiRoute | undefined, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return 'a server error';
  if (response.statusCode < 400 || !url.startsWith('/api/')) return undefined;
  // A link from an e-mail (confirm, unsubscribe) answers a page: it says why in its text.
  if (contract?.responseType === 'html') return response.body.trim() ? undefined : 'an empty refusal page';
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'an API refusal that is not JSON';
  }
  const error = (body as { error?: unknown; errors?: unknown; message?: unknown }) ?? {};
  const message = typeof error.error === 'string' ? error.error : (error.error as { message?: unknown } | undefined)?.message ?? error.message;
  const fieldErrors = error.errors && typeof error.errors === 'object' && Object.keys(error.errors).length > 0;
  return (typeof message === 'string' && message.trim()) || fieldErrors ? undefined : 'an API refusal without a message';
}

forEachStore('malformed input', (store: TestStore) => {
  const callers: Record<'visitor' | 'owner' | 'customer' | 'apiKey', Caller> = {} as never;
  let ids: Record<string, string> = {};

  beforeAll(async () => {
    // Before the sweep's own admin exists: a route given a real contributor id must not demote it.
    ids = await realIds(store.db);
    // A fresh crumb on every request: per-visitor rate limits count by crumb.
    const withCrumb = (cookie = '') => {
      const crumb = newCrumb();
      return { cookie: `crumb=${crumb}${cookie ? `; ${cookie}` : ''}`, 'x-csrf-token': crumb };
    };
    callers.visitor = { name: 'visitor', forRoute: async () => () => withCrumb() };

    const admin = await addContributor(store.db, 'ADMIN');
    const ownerCookie = async () => `${OWNER_COOKIE}=${await createOwnerSession(store.db, admin)}`;
    // A session per route: a route that signs out must not sign out the rest of the sweep.
    callers.owner = {
      name: 'owner',
      forRoute: async () => {
        const cookie = await ownerCookie();
        return () => withCrumb(cookie);
      },
    };

    const customer = await signedInCustomer(store);
    const customerCookies = [...customer.cookies].filter(([name]) => name !== 'crumb').map(([name, value]) => `${name}=${value}`).join('; ');
    callers.customer = { name: 'customer', forRoute: async () => () => ({ ...withCrumb(customerCookies), 'x-siteuser-xsrf-token': customer.xsrfToken ?? '' }) };

    const owner = withCrumb(await ownerCookie());
    const scopes = (await store.app.inject({ url: '/api/owner/api-keys', headers: owner })).json().scopes as string[];
    // A key per route: a key's rate limit (120 a minute) is for one client, not for the sweep.
    callers.apiKey = {
      name: 'API key',
      forRoute: async () => {
        const made = await store.app.inject({ method: 'POST', url: '/api/owner/api-keys', headers: owner, payload: { name: 'Sweep', scopes } });
        const authorization = `Bearer ${made.json().secret as string}`;
        return () => ({ ...withCrumb(), authorization });
      },
    };
  });

  /** The callers a route is meant for get every malformed request; the others a few (they are refused first). */
  function callersOf(url: string, access: unknown): { full: Caller[]; brief: Caller[] } {
    if (url.startsWith('/api/v1/') && !url.startsWith('/api/v1/clanker')) return { full: [callers.apiKey], brief: [callers.visitor] };
    if (access === 'public' || access === undefined) return { full: [callers.visitor], brief: [] };
    if (access === 'site-user') return { full: [callers.customer], brief: [callers.visitor] };
    return { full: [callers.owner], brief: [callers.visitor] };
  }

  let address = 0;
  async function send(callerHeaders: () => Record<string, string>, caller: string, request: MalformedRequest, route: string, failures: Failure[]): Promise<void> {
    const contract = CONTRACT.get(route);
    const headers = { ...callerHeaders(), ...request.headers };
    // A fresh address on every request too: sign-in throttles count failures by address.
    address++;
    const remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    const response = await store.app.inject({ method: request.method as 'GET', url: request.url, headers, remoteAddress, ...(request.payload === undefined ? {} : { payload: request.payload }) });
    const problem = problemOf(request.url, contract, response);
    if (problem) failures.push({ caller, route, input: `${request.label} → ${shorten(request.url, 120)}`, status: response.statusCode, body: `${problem}: ${shorten(response.body, 200)}` });
  }

  it('answers every malformed request to every route below 500, and API refusals with a message', async () => {
    const started = Date.now();
    const routes = store.app.routeTable.filter((route) => route.method !== 'HEAD').sort((a, b) => sweepOrder(a) - sweepOrder(b));
    const failures: Failure[] = [];
    let sent = 0;
    // The storefront first: the owner routes swept later may lock the site or change its pages.
    const visitor = await callers.visitor.forRoute();
    const sitemap = (await store.app.inject('/sitemap.xml')).body;
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
    expect(listed.length).toBeGreaterThan(5);
    for (const url of storefrontRequests([...new Set([...listed, ...UNLISTED_PAGES])])) {
      await send(visitor, 'visitor', { label: 'storefront', method: 'GET', url }, url.startsWith('/api/') ? 'GET /api/search' : 'GET /*', failures);
      sent++;
    }
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const requests = malformedRequests(route.method, route.url, CONTRACT.get(name), realPath(route.url, ids), realHints(ids));
      const { full, brief } = callersOf(route.url, route.config?.access);
      for (const caller of full) {
        const headers = await caller.forRoute();
        for (const request of requests) await send(headers, caller.name, request, name, failures);
      }
      for (const caller of brief) {
        const headers = await caller.forRoute();
        for (const request of requests.slice(0, 3)) await send(headers, caller.name, request, name, failures);
      }
      sent += requests.length * full.length + Math.min(3, requests.length) * brief.length;
    }
    console.info(`malformed input [${store.dialect}]: ${sent} requests to ${routes.length} routes in ${Date.now() - started} ms`);
    expect(failures, failures.map((f) => `${f.status} ${f.caller} ${f.route} — ${f.input} — ${f.body}`).join('\n')).toEqual([]);
  }, 240_000); // every route in turn: a slow machine (CI's 2 cores) takes minutes, and each issue adds routes
});
