import type { FastifyRequest } from 'fastify';
import { ownerContributor } from '../owner/index.ts';
import type { WriteContext } from './product-service.ts';

/** The writer of an owner request: the contributor's site, the contributor, the time. */
export function writeContext(request: FastifyRequest, now: () => number): WriteContext {
  const me = ownerContributor(request);
  return { websiteId: me.websiteId, contributorId: me.id, now: now() };
}
