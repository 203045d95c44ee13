import type { Kysely } from 'kysely';

/* Comments with moderation, likes and share buttons (issue 17). */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
