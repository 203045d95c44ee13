import type { Kysely } from 'kysely';

/* Integrations: the mailing-list provider and the automation connector (signed webhooks) (issue 16). */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
