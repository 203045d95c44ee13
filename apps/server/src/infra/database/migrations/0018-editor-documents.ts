import type { Kysely } from 'kysely';

/* Filled by the feature that owns it (issue 15). */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
