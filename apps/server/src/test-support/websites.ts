import type { Kysely } from 'kysely';
import { createWebsite } from '../features/site/index.ts';
import type { Schema } from '../infra/database/schema.ts';

/**
 * A new default website for tests of shared infrastructure (which may not import features itself).
 * @returns the website's id
 */
export async function addTestWebsite(db: Kysely<Schema>, name: string): Promise<string> {
  return (await createWebsite(db, { name, isDefault: true })).id;
}
