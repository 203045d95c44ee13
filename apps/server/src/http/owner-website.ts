import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import type { Website } from '../db/sites.ts';
import { FORBIDDEN_MESSAGE, ownerContributor } from '../owner/guard.ts';
import { HttpError } from './errors.ts';
import { requestWebsite } from './site.ts';

/** Answer when a path's website id is not the site of the request. */
export const WEBSITE_NOT_FOUND = 'Website not found.';

/**
 * The website an owner call acts on: the site of the request's Host, which must be the signed-in
 * contributor's site (403 otherwise; sessions are per site, so this is a second lock) and, when the
 * path names one, the path's `websiteId` (404 otherwise).
 * @throws HttpError 403 or 404
 */
export async function ownerWebsite(db: Kysely<Schema>, request: FastifyRequest, pathWebsiteId?: string): Promise<Website> {
  const website = await requestWebsite(db, request);
  if (ownerContributor(request).websiteId !== website.id) throw new HttpError(403, FORBIDDEN_MESSAGE);
  if (pathWebsiteId !== undefined && pathWebsiteId !== website.id) throw new HttpError(404, WEBSITE_NOT_FOUND);
  return website;
}
