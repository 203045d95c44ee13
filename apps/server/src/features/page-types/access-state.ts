import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { listProtectedPages, type ProtectedPage } from './protected-pages-repository.ts';
import { readSiteAccess, type StoredSiteAccess } from './settings-repository.ts';

/** A site's settings and protected pages, as every page request reads them. */
export interface AccessState extends StoredSiteAccess {
  /** Protected pages by the first path segment that opens them. */
  protectedByUrlId: Map<string, ProtectedPage>;
}

/**
 * The page hooks run on every storefront request, so the settings are read once per site content
 * version (every write of them bumps it) and kept in memory; a failed read is not remembered.
 */
export function accessStates(db: Kysely<Schema>) {
  const known = new Map<string, { version: number; state: Promise<AccessState> }>();
  return (websiteId: string, version: number): Promise<AccessState> => {
    const entry = known.get(websiteId);
    if (entry && entry.version === version) return entry.state;
    const state = (async () => {
      const [settings, pages] = await Promise.all([readSiteAccess(db, websiteId), listProtectedPages(db, websiteId)]);
      return { ...settings, protectedByUrlId: new Map(pages.map((page) => [page.urlId, page])) };
    })();
    state.catch(() => known.delete(websiteId));
    known.set(websiteId, { version, state });
    return state;
  };
}
