/* The tables of migration 0022-api-keys (API keys and the public API they open; the product feed and ads pixel (issue 16).) */

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface ApiKeysSchema {}
