/* The tables of migration 0024-events (Events with calendar links, and the maps proxy with address completion (issue 17).) */

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface EventsSchema {}
