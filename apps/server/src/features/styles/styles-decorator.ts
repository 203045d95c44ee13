import { STYLES_PREVIEW_PARAM, stylesMarkup, type StylesMarkup } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { PageDecoration, PageRequestInfo } from '../../infra/page-extensions.ts';
import { findOwnerSession, requestOwnerToken } from '../owner/index.ts';
import { createFontMetrics } from './font-metrics.ts';
import { parseStoredStyles } from './styles-service.ts';
import { readStylesRow } from './styles-repository.ts';

/*
 * Every storefront page carries the site's published styles (infra/page-extensions.ts
 * `decorators`): the theme variables and @font-face rules in its inline CSS, the font preloads
 * and the font kit's stylesheet in its head. They are read once per site and content version
 * (publishing bumps it). `?plinth-styles-preview` shows the saved draft instead, to a signed-in
 * owner who may read content only; its pages are cached apart, under the draft's revision.
 */

/** Builds the decorator for one app. */
export function stylesDecorator(db: Kysely<Schema>) {
  const metricsOf = createFontMetrics();
  const published = new Map<string, { version: number; markup: Promise<StylesMarkup | null> }>();

  function publishedMarkup(websiteId: string, version: number): Promise<StylesMarkup | null> {
    const known = published.get(websiteId);
    if (known && known.version === version) return known.markup;
    const markup = readStylesRow(db, websiteId).then((row) => {
      const styles = parseStoredStyles(row?.published_json ?? null);
      return styles ? stylesMarkup(styles, metricsOf) : null;
    });
    // A failed read is not remembered: the next page asks again.
    markup.catch(() => published.delete(websiteId));
    published.set(websiteId, { version, markup });
    return markup;
  }

  async function draftFor(info: PageRequestInfo): Promise<PageDecoration | null> {
    const token = requestOwnerToken(info.request);
    const owner = token ? await findOwnerSession(db, info.site.id, token) : null;
    if (!owner || !roleAllows(owner.role, 'content:read')) return null;
    const row = await readStylesRow(db, info.site.id);
    const draft = parseStoredStyles(row?.draft_json ?? null);
    if (!row || !draft) return null;
    return { ...stylesMarkup(draft, metricsOf), cacheKey: `styles-preview:${row.revision}` };
  }

  return async function decorate(info: PageRequestInfo): Promise<PageDecoration | null> {
    if (info.query[STYLES_PREVIEW_PARAM] !== undefined) {
      const draft = await draftFor(info);
      if (draft) return draft;
    }
    return publishedMarkup(info.site.id, info.site.contentVersion);
  };
}
