import type { Kysely } from 'kysely';

/* Site search, RSS feeds, sitemap.xml, and the audio and video players (issue 17). */

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
