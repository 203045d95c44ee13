import type { Kysely } from 'kysely';

/* Site styles: fonts and colours as theme variables, published like a page (issue 16). */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
