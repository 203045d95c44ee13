import type { Kysely } from 'kysely';
import type { Schema } from '../infra/database/schema.ts';

/** Demo content of the special page types (a popup, a protected page…) (issue 17). */
export async function seedDemoSiteExtras(_db: Kysely<Schema>, _websiteId: string, _now: number): Promise<void> {}
