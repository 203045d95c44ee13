import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { Website } from '../site/index.ts';
import { FORBIDDEN_MESSAGE, ownerContributor } from './guard.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { siteOf } from '../site/index.ts';

/** Answer when a path's website id is not the site of the request. */
export const WEBSITE_NOT_FOUND = 'Website not found.';

/**
 * The website an owner call acts on: the site of the request's Host, which must be the signed-in
 * contributor's site (403 otherwise; sessions are per site, so this is a second lock) and, when the
 * path names one, the path's `websiteId` (404 otherwise).
 * @throws AppError FORBIDDEN or NOT_FOUND
 */
export async function ownerWebsite(db: Kysely<Schema>, request: FastifyRequest, pathWebsiteId?: string): Promise<Website> {
  const website = siteOf(request);
  if (ownerContributor(request).websiteId !== website.id) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  if (pathWebsiteId !== undefined && pathWebsiteId !== website.id) throw new AppError('NOT_FOUND', WEBSITE_NOT_FOUND);
  return website;
}
