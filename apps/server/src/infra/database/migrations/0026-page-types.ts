import type { Kysely } from 'kysely';

/* The special page types: lock screen, protected pages, popup, splash, order status and the rest (issue 17). */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
