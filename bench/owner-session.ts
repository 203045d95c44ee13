import { randomUUID } from 'node:crypto';
import { cookiePairs } from './visitors.ts';

/** An owner's signed-in session for bench set-up calls: its cookie header and crumb. */
export interface OwnerSession {
  cookie: string;
  crumb: string;
}

/** Signs the demo admin in (the owner API's session route) and returns the session's cookie and crumb. */
export async function signInOwner(baseURL: string): Promise<OwnerSession> {
  const crumb = randomUUID().replace(/-/g, '');
  const response = await fetch(`${baseURL}/api/owner/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, cookie: `crumb=${crumb}` },
    body: JSON.stringify({ email: 'admin@plinth.local', password: 'plinth-demo' }),
  });
  if (!response.ok) throw new Error(`owner sign-in answered ${response.status}: ${await response.text()}`);
  return { cookie: `crumb=${crumb}; ${cookiePairs(response.headers.getSetCookie())}`, crumb };
}

/** An owner API call with the session; throws on a non-2xx answer. */
export async function ownerCall<T>(baseURL: string, session: OwnerSession, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(baseURL + path, {
    method,
    headers: { cookie: session.cookie, 'x-csrf-token': session.crumb, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}
