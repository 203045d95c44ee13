import type { FastifyRequest } from 'fastify';
import { requestOrigin, siteOf } from '../site/index.ts';
import type { AccountMailTarget } from './account-mail.ts';

/** An account e-mail of this request's site, its links on the host the visitor used. */
export function mailTargetOf(request: FastifyRequest, to: string): AccountMailTarget {
  const site = siteOf(request);
  return { websiteId: site.id, siteName: site.name, origin: requestOrigin(request), to };
}
