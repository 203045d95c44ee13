/** The search feature's visitor-facing strings (issue 17). */

/** Result kinds as filters and labels, in the order the page lists them. */
export const SEARCH_KIND_LABELS = { page: 'Pages', post: 'Posts', product: 'Products', event: 'Events' } as const;
/** One result's kind, as its label reads. */
export const SEARCH_KIND_SINGULAR = { page: 'Page', post: 'Post', product: 'Product', event: 'Event' } as const;

export const SEARCH_MESSAGES = {
  title: 'Search',
  allTypes: 'All',
  noQuery: 'Type a word or two to search the site.',
  noResults: (query: string) => `No results for “${query}”.`,
  noResultsHelp: ['Check the spelling of your words.', 'Try fewer words, or more general ones.', 'Search all types of content, not only one.'],
  tooManyWords: 'Only the first 16 words of your search were used.',
  badType: 'Type must be one of all, page, post, product or event.',
  badPage: 'Page must be a whole number from 1 to 100.',
  siteLocked: 'Enter the password to view the site.',
} as const;
