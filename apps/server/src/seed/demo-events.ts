import type { Kysely } from 'kysely';
import type { Schema } from '../infra/database/schema.ts';

/** The events collection at /events: three upcoming events and one past, with locations (issue 17). */
export async function seedDemoEvents(_db: Kysely<Schema>, _websiteId: string, _now: number): Promise<void> {}
