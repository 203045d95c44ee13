import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { getMainNavigation, replaceMainNavigation } from './navigation-repository.ts';
import type { Schema } from '../../infra/database/schema.ts';

import { DEFAULT_TEMPLATE_ID, MAIN_NAVIGATION, NO_MAIN_NAVIGATION, type SiteLayout } from './site-layout.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ownerWebsite } from '../owner/index.ts';

/*
 * The site layout and its main navigation (platform.md §3, §7 Store creation). A Plinth site has
 * exactly one navigation, 'mainNavigation': its collections in nav_index order, flat, collections
 * only (no external links, member areas or folders yet).
 */

/** platform.md §9: max items in a user-orderable collection. */
const MAX_NAVIGATION_ITEMS = 250;

const navigationItem = z.object(
  {
    collectionId: z.string({ error: 'CollectionId is required (links to collections only).' }).trim().min(1, 'CollectionId is required.').max(100, 'CollectionId is too long.'),
    externalLink: z.union([z.null(), z.literal('')], { error: 'ExternalLink must be null: external links are not supported in the navigation yet.' }).optional(),
    memberAreaId: z.union([z.null(), z.literal('')], { error: 'MemberAreaId must be null: member areas are not supported yet.' }).optional(),
    items: z.array(z.unknown(), { error: 'Items must be a list.' }).max(0, 'Items must be empty: nested navigation is not supported yet.').optional(),
  },
  { error: 'Each navigation item must be an object.' },
);

const updateBody = z.object(
  {
    fieldName: z.string({ error: 'FieldName is required.' }).min(1, 'FieldName is required.').max(100, 'FieldName is too long.'),
    templateId: z.string({ error: 'TemplateId is required.' }).min(1, 'TemplateId is required.').max(100, 'TemplateId is too long.'),
    navigation: z.object(
      { items: z.array(navigationItem, { error: 'Items must be a list of navigation items.' }).max(MAX_NAVIGATION_ITEMS, `Items: at most ${MAX_NAVIGATION_ITEMS} navigation items.`) },
      { error: 'Navigation must be an object with items.' },
    ),
  },
  { error: 'The body must be a JSON object.' },
);

async function siteLayout(db: Kysely<Schema>, websiteId: string): Promise<SiteLayout> {
  return { templateId: DEFAULT_TEMPLATE_ID, layout: [{ identifier: MAIN_NAVIGATION, links: await getMainNavigation(db, websiteId) }] };
}

/**
 * `GET /api/commondata/GetSiteLayout` → `{ templateId, layout: [{ identifier: 'mainNavigation', links }] }`;
 * `POST /api/widget/UpdateNavigation` replaces the main navigation and answers the new layout.
 */
export function registerSiteLayoutRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/api/commondata/GetSiteLayout', { config: { access: 'content:read' } }, async (request) => {
    const website = await ownerWebsite(db, request);
    return siteLayout(db, website.id);
  });

  app.post('/api/widget/UpdateNavigation', { config: { access: 'content:write' } }, async (request) => {
    const website = await ownerWebsite(db, request);
    const body = updateBody.parse(request.body);
    // The site's only navigation is the main one; any other field names a navigation it lacks.
    if (body.fieldName !== MAIN_NAVIGATION) throw new AppError('NOT_FOUND', NO_MAIN_NAVIGATION);
    const ids = body.navigation.items.map((item) => item.collectionId);
    const twice = ids.find((itemId, index) => ids.indexOf(itemId) !== index);
    if (twice) throw new AppError('INVALID', `The collection ${twice} is listed twice.`);
    const unknown = await replaceMainNavigation(db, website.id, ids);
    if (unknown.length) throw new AppError('INVALID', `No collection ${unknown[0]} on this site.`);
    return siteLayout(db, website.id);
  });
}
