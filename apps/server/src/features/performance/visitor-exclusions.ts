import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isbot } from 'isbot';
import { isAnalyticsExcludedPage } from '@plinth/platform';
import type { Schema } from '../../infra/database/schema.ts';
import { findOwnerSession, requestOwnerToken } from '../owner/index.ts';

/*
 * Who and what is not measured, as analytics counts them (platform.md §2, §6): bots, the search,
 * not-found, lock-screen and access-denied pages, and a signed-in owner (unless a VIEWER outside
 * /config). They get no page-load id, so their pages send no records.
 */

/** Whether the caller is a crawler or another bot (isbot). */
export const isBotRequest = (request: FastifyRequest): boolean => isbot(request.headers['user-agent'] ?? '');

/** Whether the page is one analytics skips. */
export const isSkippedPage: (path: string, pageType: number | undefined) => boolean = isAnalyticsExcludedPage;

/** Whether the request comes from a signed-in owner whose visits are not counted. */
export async function isCountlessOwner(db: Kysely<Schema>, request: FastifyRequest, websiteId: string, path: string, now: number): Promise<boolean> {
  const token = requestOwnerToken(request);
  if (!token) return false;
  const contributor = await findOwnerSession(db, websiteId, token, now);
  if (!contributor) return false;
  return contributor.role !== 'VIEWER' || path === '/config' || path.startsWith('/config/');
}

/** The path of the page that made a same-origin call (its Referer), cut to 300 characters; '' without one. */
export function refererPath(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer) return '';
  try {
    return new URL(referer).pathname.slice(0, 300);
  } catch {
    return '';
  }
}
