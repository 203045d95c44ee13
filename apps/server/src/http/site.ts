import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema.ts';
import { findWebsiteByHost, type Website } from '../db/sites.ts';
import { HttpError } from './errors.ts';

/**
 * The website a request is for, found by its Host header (the default site
 * answers any unknown host). One indexed query, so every process sees the
 * current content version.
 */
export async function requestWebsite(db: Kysely<Schema>, request: FastifyRequest): Promise<Website> {
  const website = await findWebsiteByHost(db, request.headers.host ?? '');
  if (!website) throw new HttpError(404, 'No website answers this host.');
  return website;
}

/** The site's address as the caller reached it: links in e-mails lead back to the same host. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
