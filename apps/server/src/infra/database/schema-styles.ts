/* The tables of migration 0020-styles (Site styles: fonts and colours as theme variables, published like a page (issue 16).) */

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface StylesSchema {}
