import type { FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';
import { siteOf, type Website } from '../site/index.ts';
import { FORBIDDEN_MESSAGE, ownerContributor } from '../identity/index.ts';
import { WEBSITE_NOT_FOUND } from './messages.ts';

/**
 * The website an owner call acts on: the site of the request (`siteOf`), which must be the signed-in
 * contributor's site (403 otherwise; sessions are per site, so this is a second lock) and, when the
 * path names one, the path's `websiteId` (404 otherwise).
 * @throws AppError FORBIDDEN or NOT_FOUND
 */
export function ownerWebsite(request: FastifyRequest, pathWebsiteId?: string): Website {
  const website = siteOf(request);
  if (ownerContributor(request).websiteId !== website.id) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  if (pathWebsiteId !== undefined && pathWebsiteId !== website.id) throw new AppError('NOT_FOUND', WEBSITE_NOT_FOUND);
  return website;
}
