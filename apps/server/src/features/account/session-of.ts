import type { FastifyRequest } from 'fastify';
import type { SiteUserSession } from '../site-users/index.ts';

/** The session the site-user guard admitted (every account route declares `access: 'site-user'`). */
export function sessionOf(request: FastifyRequest): SiteUserSession {
  if (!request.siteUserSession) throw new Error(`${request.method} ${request.url} does not declare access: 'site-user'`);
  return request.siteUserSession;
}
