/**
 * The words the owner app shows when a call fails (platform.md §8, Editor).
 * Every failure the dashboard shows comes from here or from the server's own
 * `{ error: { message } }`.
 */
export const MESSAGES = Object.freeze({
  network: 'Network error.',
  generic: 'Something went wrong.',
  load: 'Unable to load.',
  retry: 'Try again.',
  loading: 'Loading…',
  noMainNavigation: 'Unable to find site main navigation',
} as const);
