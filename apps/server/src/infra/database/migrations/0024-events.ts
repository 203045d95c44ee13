import type { Kysely } from 'kysely';

/* Events with calendar links, and the maps proxy with address completion (issue 17). */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
