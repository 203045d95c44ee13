import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/*
 * Owner writes are checked for the `Origin` besides the crumb (issue 36): a browser names the
 * origin of every page that sends a write, so a write from another site, or from a page with an
 * opaque origin (`null`: the editor's sandboxed preview, a `data:` page), is refused even if it
 * somehow holds the session and the crumb. A program that sends no `Origin` (an API client, curl)
 * is left to the session and the crumb. The site's own origin is the request's protocol and host,
 * as Fastify reads them behind a trusted proxy (`PLINTH_TRUST_PROXY`). Behind a proxy that ends TLS
 * and is not (yet) trusted, the server sees http while the browser says https: the same host over
 * https is accepted (an upgrade, never a downgrade), so such a site keeps working.
 */

/** The message of the refusal, naming the origin the write came from. */
export function crossOriginMessage(origin: string): string {
  return `This change came from another site (${origin}); owner changes are accepted only from the dashboard of this site.`;
}

/** `scheme://host[:port]` normalised as a browser writes it (default ports left out), or null. */
function normalisedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin the request was addressed to: its protocol and Host (proxy-aware through Fastify). */
export function requestOwnOrigin(request: FastifyRequest): string | null {
  return normalisedOrigin(`${request.protocol}://${request.host}`);
}

/** Whether `origin` is `own`, or `own` seen over https (a TLS proxy in front). */
export function isOwnOrigin(origin: string, own: string): boolean {
  if (origin === own) return true;
  const [theirs, ours] = [new URL(origin), new URL(own)];
  return theirs.protocol === 'https:' && ours.protocol === 'http:' && theirs.host === ours.host;
}

/**
 * Refuses a write whose `Origin` header is present and is not the request's own origin.
 * @throws AppError FORBIDDEN 'This change came from another site (…)…'
 */
export async function requireSameOrigin(request: FastifyRequest): Promise<void> {
  const header = request.headers.origin;
  if (header === undefined) return;
  const origin = normalisedOrigin(header);
  const own = requestOwnOrigin(request);
  if (origin === null || own === null || !isOwnOrigin(origin, own)) throw new AppError('FORBIDDEN', crossOriginMessage(header.slice(0, 200)));
}
