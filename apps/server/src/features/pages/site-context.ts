import type { CollectionRecord, ItemRecord } from '../catalog/index.ts';
import { collectionFields, itemFields } from '../catalog/index.ts';
import type { SiteChrome } from '../content/index.ts';
import type { Website } from '../site/index.ts';
import { DEFAULT_HEADER_FOOTER } from '../content/index.ts';
import { defaultLanguage, DEFAULT_LANGUAGES } from '../content/index.ts';
import { LOCALIZED_STRINGS } from './messages.ts';

/*
 * The parts of a page's template context that do not depend on the page (jsont.md §10): the site,
 * its settings, the navigation bar, header, footer and languages; and the collection and blog-post
 * items. Pure: the page service reads the data.
 */


/** Header, footer and languages of a site nobody has edited. */
const DEFAULT_CHROME: SiteChrome = { ...DEFAULT_HEADER_FOOTER, languages: [...DEFAULT_LANGUAGES] };

/**
 * The keys every page's template context carries (jsont.md §10), plus the owner's header and footer
 * (`siteHeader`, `siteFooter`) and, on a multilingual site, its enabled languages (`siteLanguages`,
 * empty when only one is enabled). `website.language` is the default language.
 */
export function siteContext(website: Website, navigation: CollectionRecord[], path: string, chrome: SiteChrome = DEFAULT_CHROME): Record<string, unknown> {
  const { settings } = website;
  const enabledLanguages = chrome.languages.filter((language) => language.enabled);
  return {
    website: {
      id: website.id,
      siteTitle: website.name,
      timeZone: website.timeZone,
      language: defaultLanguage(chrome.languages).code,
      shareButtonOptions: settings.shareButtonOptions,
      captchaSettings: settings.captchaSettings,
    },
    websiteSettings: {
      timeZone: website.timeZone,
      useCLDRMoneyFormat: settings.useCLDRMoneyFormat,
      simpleLikingEnabled: settings.simpleLikingEnabled,
      commentsEnabled: settings.commentsEnabled,
      disqusShortname: settings.disqusShortname,
      captchaSettings: settings.captchaSettings,
      shareButtonOptions: settings.shareButtonOptions,
      // Read by the browser analytics from the layout's page data block.
      cookiePolicy: settings.cookiePolicy === 'restrictive' ? 'restrictive' : 'permissive',
      storeSettings: { ...settings.storeSettings, selectedCurrency: website.currency },
    },
    featureFlags: { useCLDRMoneyFormat: settings.useCLDRMoneyFormat },
    localizedStrings: LOCALIZED_STRINGS,
    navigation: navigation.map((collection) => ({
      title: collection.navigationTitle || collection.title,
      url: collection.fullUrl,
      active: collection.fullUrl === '/' ? path === '/' : path === collection.fullUrl || path.startsWith(`${collection.fullUrl}/`),
    })),
    siteHeader: chrome.header,
    siteFooter: chrome.footer,
    siteLanguages:
      enabledLanguages.length > 1 ? enabledLanguages.map(({ code, name, isDefault }) => ({ code, name, isDefault })) : [],
  };
}

/** The `collection` key of a page. */
export function collectionContext(collection: CollectionRecord): Record<string, unknown> {
  return {
    id: collection.id,
    title: collection.title,
    navigationTitle: collection.navigationTitle,
    urlId: collection.urlId,
    fullUrl: collection.fullUrl,
    typeName: collection.type,
    ...collectionFields(collection.type),
    description: collection.description,
    body: collection.bodyHtml,
    enabled: collection.enabled,
  };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A long date in the site's time zone ('November 3, 2026'), formatters cached per zone. */
export function longDate(epochMs: number, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(epochMs);
}

/** The context item of a blog post. */
export function postContext(item: ItemRecord, collection: CollectionRecord, timeZone: string): Record<string, unknown> {
  const published = item.publishedAt ?? item.createdAt;
  return {
    id: item.id,
    collectionId: item.collectionId,
    recordType: item.recordType,
    title: item.title,
    urlId: item.urlId,
    fullUrl: `${collection.fullUrl}/${item.urlId}`,
    excerpt: item.excerpt,
    body: item.bodyHtml,
    ...itemFields(item.mainImageUrl),
    author: { displayName: item.authorName ?? '' },
    publishOn: published,
    publishOnIso: new Date(published).toISOString(),
    publishOnText: longDate(published, timeZone),
    tags: item.tags,
    categories: item.categories,
    assetUrl: item.mainImageUrl ?? '',
    originalSize: item.mainImageSize ?? '',
  };
}
