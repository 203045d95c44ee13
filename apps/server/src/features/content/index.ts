/** The content feature's public face: other features, the app and tests import only this. */
export { DEFAULT_HEADER_FOOTER } from './header-footer.ts';
export { DEFAULT_LANGUAGES, defaultLanguage } from './languages.ts';
export { hiddenCollectionIds } from './pages-repository.ts';
export { registerSiteContentRoutes } from './routes.ts';
export { readSiteChrome } from './site-content-settings.ts';
export type { SiteChrome } from './site-content-settings.ts';
export { MAIN_NAVIGATION, NO_MAIN_NAVIGATION } from './site-layout.ts';
export type { LayoutNavigation, NavigationItem, NavigationLink, NavigationUpdate, SiteLayout } from './site-layout.ts';
export { contentFeature } from './plugin.ts';
