import type { FastifyRequest } from 'fastify';
import type { Website } from './sites-repository.ts';

/**
 * The website of the request, resolved by the website hook (`website-hook.ts`) before the handler
 * runs: the one way a route reads its site. Throws when the route declared `config.website: 'none'`
 * (a wiring bug, not a visitor error).
 */
export function siteOf(request: FastifyRequest): Website {
  if (!request.website) throw new Error(`${request.method} ${request.url} declares no website lookup`);
  return request.website;
}

/** The `:port` of a Host header ('' without one, or when it is not a port). */
function portOf(host: string): string {
  const end = host.startsWith('[') ? host.indexOf(']') + 1 : host.indexOf(':');
  const port = end <= 0 ? '' : host.slice(end);
  return /^:\d{1,5}$/.test(port) ? port : '';
}

/**
 * The site's address for links (e-mails, feeds, sitemaps, share URLs): PLINTH_SITE_URL for the default
 * site when the operator set it; else as the caller reached it when its Host is one of the site's own,
 * else the site's own host (with the caller's port) — never a stranger's Host. Scheme and Host are the
 * forwarded ones behind a trusted proxy (PLINTH_TRUST_PROXY), the connection's otherwise.
 */
export function requestOrigin(request: FastifyRequest): string {
  const { siteUrl } = request.server.deps.serving;
  if (siteUrl && request.website?.isDefault) return siteUrl;
  const linkHost = request.website?.linkHost;
  return linkHost ? `${request.protocol}://${linkHost}${portOf(request.host)}` : `${request.protocol}://${request.host}`;
}
