import type { Kysely } from 'kysely';

/* API keys and the public API they open; the product feed and ads pixel (issue 16). */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
