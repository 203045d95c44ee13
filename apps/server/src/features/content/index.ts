/** The content feature's public face: other features, the app and tests import only this. */
export { DEFAULT_HEADER_FOOTER } from './header-footer.ts';
export { DEFAULT_LANGUAGES, defaultLanguage } from './languages.ts';
export { NO_MAIN_NAVIGATION } from './messages.ts';
export { hiddenCollectionIds, scheduledTimes } from './owner-pages-repository.ts';
export { currentPageStatus, isPageStatus, isServedToVisitors, pageStatusLabel, PAGE_STATUSES, type PageStatus } from './page-status.ts';
export { updateNavigation } from './navigation-service.ts';
export { readSiteChrome } from './content-settings-repository.ts';
export type { SiteChrome } from './content-settings-repository.ts';
export { MAIN_NAVIGATION } from './site-layout.ts';
export type { LayoutNavigation, NavigationItem, NavigationLink, NavigationUpdate, SiteLayout } from './site-layout.ts';
