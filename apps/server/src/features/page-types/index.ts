/** The page-types feature's public face: other features, the app, the CLI and tests import only this. */
export { UNSUBSCRIBE_PAGE_PATH } from './unsubscribe-page.ts';
export { protectedCollectionIds } from './protected-pages-repository.ts';
export { visitorAccess, type VisitorAccess } from './visitor-access.ts';
