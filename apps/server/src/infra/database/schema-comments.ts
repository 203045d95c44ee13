/* The tables of migration 0023-comments (Comments with moderation, likes and share buttons (issue 17).) */

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface CommentsSchema {}
