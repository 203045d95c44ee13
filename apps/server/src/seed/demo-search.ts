import type { Kysely } from 'kysely';
import { rebuildSearchIndex } from '../features/search/index.ts';
import type { Schema } from '../infra/database/schema.ts';

/**
 * Indexes the seeded pages, posts, products and events for site search (issue 17), so the first
 * search finds them at once (anything seeded later is indexed by the first search after it).
 */
export async function seedDemoSearch(db: Kysely<Schema>, websiteId: string, now: number): Promise<void> {
  const site = await db.selectFrom('websites').select('content_version').where('id', '=', websiteId).executeTakeFirstOrThrow();
  await rebuildSearchIndex(db, websiteId, Number(site.content_version), now);
}
