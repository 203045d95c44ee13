import { DESIGN_PREVIEW_PARAM } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { PageDecoration, PageRequestInfo } from '../../infra/page-extensions.ts';
import { findOwnerSession, requestOwnerToken } from '../owner/index.ts';
import type { DesignCatalogue } from './service.ts';
import { activeDesign } from './service.ts';

/*
 * Every storefront page names the design it is drawn with (infra/page-extensions.ts `decorators`,
 * `design`): the site's, read once per site and content version — a switch bumps the version, so
 * every process of a cluster reads the new one with its next page. `?design=<id>` draws the page
 * with another design for a signed-in owner who may read content, and only for them: a visitor's
 * `?design=` changes nothing, and the owner's preview is cached apart (its own cache key), so no
 * visitor is ever sent it.
 */

/** Builds the decorator for one app. */
export function designDecorator(db: Kysely<Schema>, catalogue: DesignCatalogue) {
  const known = new Map<string, { version: number; design: Promise<string> }>();

  function siteDesign(websiteId: string, version: number): Promise<string> {
    const entry = known.get(websiteId);
    if (entry && entry.version === version) return entry.design;
    const design = activeDesign(db, catalogue, websiteId);
    // A failed read is not remembered: the next page asks again.
    design.catch(() => known.delete(websiteId));
    known.set(websiteId, { version, design });
    return design;
  }

  async function previewFor(info: PageRequestInfo, id: string): Promise<PageDecoration | null> {
    if (!catalogue.list.some((design) => design.id === id)) return null;
    const token = requestOwnerToken(info.request);
    const owner = token ? await findOwnerSession(db, info.site.id, token) : null;
    if (!owner || !roleAllows(owner.role, 'content:read')) return null;
    return { design: id, cacheKey: `design-preview:${id}` };
  }

  return async function decorate(info: PageRequestInfo): Promise<PageDecoration | null> {
    const asked = info.query[DESIGN_PREVIEW_PARAM];
    if (typeof asked === 'string') {
      const preview = await previewFor(info, asked);
      if (preview) return preview;
    }
    return { design: await siteDesign(info.site.id, info.site.contentVersion) };
  };
}
