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

/** The site's address as the caller reached it: links in e-mails lead back to the same host. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
