import type { Kysely } from 'kysely';
import type { Schema } from '../infra/database/schema.ts';

/** Approved comments (one with a reply) and likes on the first blog post (issue 17). */
export async function seedDemoComments(_db: Kysely<Schema>, _websiteId: string, _now: number): Promise<void> {}
