/* The tables of migration 0026-page-types (The special page types: lock screen, protected pages, popup, splash, order status and the rest (issue 17).) */

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface PageTypesSchema {}
