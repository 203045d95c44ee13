/* The editor feature's strings (platform.md §5 "Editor messages shown to users" where it has one). */

/** platform.md §5: a bad or reserved URL slug, with the value as typed. */
export function notAValidPageUrl(value: string): string {
  return `${value} is not a valid page URL.`;
}

/** A typed URL slug another page (or post of the blog) already has. */
export function urlTaken(value: string): string {
  return `${value} is already the URL of another page.`;
}

/** Optimistic concurrency: a save or publish made from a revision that is no longer the latest. */
export const CHANGED_ELSEWHERE = 'Someone else changed this page since you opened it. Reload to see their changes.';
/** Every try to create a page or post lost a race for its URL with others made at the same moment. */
export const CREATED_ELSEWHERE = 'Others were created at the same moment and took this URL. Please try again.';

export const PAGE_NOT_FOUND = 'That page does not exist.';
export const POST_NOT_FOUND = 'That post does not exist.';
export const PRODUCT_NOT_FOUND = 'That product does not exist.';
export const BLOG_NOT_FOUND = 'That blog does not exist.';
export const VERSION_NOT_FOUND = 'That version does not exist.';
export const NOTHING_TO_PUBLISH = 'Save the draft before publishing it.';
export const HOME_NOT_DELETABLE = 'The home page cannot be deleted.';
export const HOME_STAYS_PUBLISHED = 'The home page is always published.';
export const HOME_URL_FIXED = 'The home page always lives at /; its URL cannot change.';
export const STORE_HAS_PRODUCTS = 'This store still has products. Delete them before deleting the store.';
export const STORE_NOT_DUPLICABLE = 'A store cannot be duplicated; create a new one instead.';
export const SCHEDULE_NEEDS_TIME = 'Choose when to publish: a date and time in the future.';
export const PAGE_LISTED_TWICE = 'A page can be in the navigation only once.';

/** A social image that is not a file of the site's library. */
export function noSuchImage(id: string): string {
  return `The library has no file ${id}.`;
}

/** A video's captions that are not a WebVTT file of the library (a file name, or the id of no file). */
export function notCaptionsFile(name: string): string {
  return `Captions must be a WebVTT (.vtt) file of the media library; ${name} is not one.`;
}

/** The title of a copy. */
export function copyTitle(title: string): string {
  return `${title} (copy)`.slice(0, 200);
}
