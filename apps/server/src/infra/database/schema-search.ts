/* The tables of migration 0025-search (Site search, RSS feeds, sitemap.xml, and the audio and video players (issue 17).) */

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface SearchSchema {}
