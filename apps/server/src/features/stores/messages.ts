/*
 * The stores feature's owner answers (platform.md §4, §7; exact wording).
 */

/** The category call names no store (product collection) of the site. */
export const STORE_NOT_FOUND = 'Store not found.';
/** The store has its ROOT category already. */
export const ROOT_CATEGORY_EXISTS = 'This store already has a ROOT category.';
