import { DESIGN_DRAFT_PARAM, DESIGN_PREVIEW_PARAM } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { PageDecoration, PageRequestInfo } from '../../infra/page-extensions.ts';
import { tweakCss, tweakValues } from '../../infra/theme/designs.ts';
import { findOwnerSession, requestOwnerToken } from '../owner/index.ts';
import { readDesignRow } from './repository.ts';
import { effectiveDesign, type DesignCatalogue } from './service.ts';
import { parseStoredTweaks } from './tweaks-service.ts';

/*
 * Every storefront page names the design it is drawn with (infra/page-extensions.ts `decorators`,
 * `design`) and carries that design's published settings (tweaks) as a stylesheet of its own in the
 * head (`#plinth-design-tweaks`, which the dashboard's live preview rewrites): the site's, read once
 * per site and content version — a switch or a publish bumps the version, so every process of a
 * cluster reads the new ones with its next page. `?design=<id>` draws the page with another design,
 * and `&design-draft` with the saved draft of its settings, for a signed-in owner who may read
 * content and only for them: a visitor's `?design=` changes nothing, and the owner's preview is
 * cached apart (its own cache key), so no visitor is ever sent it.
 */

/** The id of the stylesheet a design's settings come in. */
export const TWEAKS_STYLE_ID = 'plinth-design-tweaks';

/** The settings' stylesheet (the design's own CSS, checked at load to hold no style tag). */
function tweaksHead(css: string): string {
  return `<style id="${TWEAKS_STYLE_ID}">${css.replaceAll('</', '<\\/')}</style>`;
}

/** The site's design and its published settings as a page decoration (read now, not cached). */
export async function siteDesignDecoration(db: Kysely<Schema>, catalogue: DesignCatalogue, websiteId: string): Promise<PageDecoration> {
  const row = await readDesignRow(db, websiteId);
  const id = effectiveDesign(catalogue, row?.design_id);
  const design = catalogue.list.find((candidate) => candidate.id === id);
  const values = design ? tweakValues(design, parseStoredTweaks(row?.tweaks_published_json)[id]) : {};
  return { design: id, head: tweaksHead(design ? tweakCss(design, values) : '') };
}

/** Builds the decorator for one app. */
export function designDecorator(db: Kysely<Schema>, catalogue: DesignCatalogue) {
  const known = new Map<string, { version: number; decoration: Promise<PageDecoration> }>();

  function siteDecoration(websiteId: string, version: number): Promise<PageDecoration> {
    const entry = known.get(websiteId);
    if (entry && entry.version === version) return entry.decoration;
    const decoration = siteDesignDecoration(db, catalogue, websiteId);
    // A failed read is not remembered: the next page asks again.
    decoration.catch(() => known.delete(websiteId));
    known.set(websiteId, { version, decoration });
    return decoration;
  }

  async function previewFor(info: PageRequestInfo, id: string | undefined, draft: boolean): Promise<PageDecoration | null> {
    const token = requestOwnerToken(info.request);
    const owner = token ? await findOwnerSession(db, info.site.id, token) : null;
    if (!owner || !roleAllows(owner.role, 'content:read')) return null;
    const row = await readDesignRow(db, info.site.id);
    const shown = id ?? effectiveDesign(catalogue, row?.design_id);
    const design = catalogue.list.find((candidate) => candidate.id === shown);
    if (!design) return null;
    const stored = parseStoredTweaks(draft ? (row?.tweaks_draft_json ?? row?.tweaks_published_json) : row?.tweaks_published_json);
    const values = tweakValues(design, stored[shown] ?? parseStoredTweaks(row?.tweaks_published_json)[shown]);
    return { design: shown, head: tweaksHead(tweakCss(design, values)), cacheKey: `design-preview:${shown}${draft ? `:draft:${row?.tweaks_revision ?? 0}` : ''}` };
  }

  return async function decorate(info: PageRequestInfo): Promise<PageDecoration | null> {
    const asked = info.query[DESIGN_PREVIEW_PARAM];
    const draft = info.query[DESIGN_DRAFT_PARAM] !== undefined;
    if (typeof asked === 'string' || draft) {
      const preview = await previewFor(info, typeof asked === 'string' ? asked : undefined, draft);
      if (preview) return preview;
    }
    return siteDecoration(info.site.id, info.site.contentVersion);
  };
}
