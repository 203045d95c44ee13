/** The search feature's public face: other features, the app, the CLI and tests import only this. */
export { createSearchIndexer, rebuildSearchIndex, type SearchIndexer } from './search-index.ts';
export { searchSite, SEARCH_PAGE_SIZE, type SearchResults } from './search-service.ts';
export { parseSearchQuery } from './search-query.ts';
export { UNSUPPORTED_VIDEO_ACCOUNT, videoServiceOf } from './video-wrapper.ts';
