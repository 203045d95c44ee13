/** The site feature's public face: other features, the app and tests import only this. */
export { requestOrigin, siteOf } from './request-website.ts';
export { DEFAULT_WEBSITE_SETTINGS, createWebsite, findWebsiteByHost, getWebsite, setWebsiteIdentity, updateWebsiteSettings } from './sites-repository.ts';
export type { Website, WebsiteIdentity, WebsiteSettings, StoreSettings } from './sites-repository.ts';
export { slugify } from './slug.ts';
export { changeContent } from './content-change.ts';
export { readStoreIdentity, storeContactOf, type StoreContact, type StoreIdentity } from './store-contact.ts';
export { DEFAULT_WEBSITE_STATUS, readSiteStatus, saveSiteStatus, siteStatusOf, type SiteStatus } from './site-status.ts';
