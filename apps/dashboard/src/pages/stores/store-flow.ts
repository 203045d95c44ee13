/**
 * Store creation (platform.md §4, §7): create the product collection, then its
 * ROOT category, then — when asked — put the new collection first in the main
 * navigation, ahead of the existing links. Each step is one call, in order.
 */
import type { createStoreCollection, getSiteLayout } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';
import { failureMessage } from '../../api/api-error.ts';
import { MESSAGES } from '../../api/messages.ts';

/** What the owner typed. */
export interface NewStoreInput {
  title: string;
  description: string;
  addToNavigation: boolean;
}

/** A link of a navigation in GetSiteLayout's answer. */
interface LayoutLink {
  collectionId: string | null;
  externalLink?: string | null;
  memberAreaId?: string | null;
  items?: LayoutLink[];
}

/** `getSiteLayout`: the part store creation reads (links keep their other fields as they are). */
export interface SiteLayoutAnswer {
  templateId: string;
  layout: Array<{ identifier: string; links: LayoutLink[] }>;
}

/** The answer as the contract (`@plinth/api`) declares it; it must fit {@link SiteLayoutAnswer}, or this does not compile. */
type FitsLayout<T extends SiteLayoutAnswer> = T;
type SiteLayoutWire = FitsLayout<z.infer<typeof getSiteLayout.response>>;

/** One item of UpdateNavigation's `navigation.items`. */
export interface NavigationItem {
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  items: NavigationItem[];
}

/** How the flow ended: the store exists; the navigation step may have failed on its own. */
export interface StoreResult {
  collectionId: string;
  urlId: string;
  /** Set when the store was made but could not be added to the navigation. */
  navigationProblem: string | null;
}

const toItem = (link: LayoutLink): NavigationItem => ({
  collectionId: link.collectionId,
  externalLink: link.externalLink ?? null,
  memberAreaId: link.memberAreaId ?? null,
  items: (link.items ?? []).map(toItem),
});

/**
 * The main navigation's items with `collectionId` first (once).
 * @throws Error('Unable to find site main navigation') when the layout has none
 */
export function storeFirst(layout: SiteLayoutAnswer, collectionId: string): NavigationItem[] {
  const main = layout.layout.find((navigation) => navigation.identifier === 'mainNavigation');
  if (!main) throw new Error(MESSAGES.noMainNavigation);
  const rest = main.links.filter((link) => link.collectionId !== collectionId).map(toItem);
  return [{ collectionId, externalLink: null, memberAreaId: null, items: [] }, ...rest];
}

/** Longest category name (platform.md §9). */
export const MAX_CATEGORY_LENGTH = 25;

/**
 * Runs the three steps. A failure of the first two rejects (nothing usable
 * was made); a navigation failure resolves with `navigationProblem`, since
 * the store exists and must not be created twice by a retry.
 */
export async function createStore(api: ApiClient, websiteId: string, input: NewStoreInput): Promise<StoreResult> {
  const title = input.title.trim();
  // urlId '' lets the server derive it from the title (platform.md §5).
  const created = await api.call('createStoreCollection', {
    params: { websiteId },
    body: { navigationTitle: title, title, urlId: '', description: input.description.trim(), enabled: true },
  });
  await api.call('createStoreCategory', {
    params: { websiteId, collectionId: created.id },
    // Category names are at most 25 characters (platform.md §9); the store keeps its full title.
    body: { displayName: title.slice(0, MAX_CATEGORY_LENGTH), parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 },
  });
  const result: StoreResult = { collectionId: created.id, urlId: created.collection?.urlId ?? '', navigationProblem: null };
  if (!input.addToNavigation) return result;
  try {
    const layout: SiteLayoutAnswer = (await api.call('getSiteLayout')) as SiteLayoutWire;
    const items = storeFirst(layout, created.id);
    // The layout's own links, sent back as read (the contract narrows what it accepts; the server checks them).
    await api.call('updateNavigation', { body: { fieldName: 'mainNavigation', templateId: layout.templateId, navigation: { items: items as never } } });
  } catch (error) {
    result.navigationProblem = error instanceof Error && error.message === MESSAGES.noMainNavigation ? MESSAGES.noMainNavigation : failureMessage(error, 'save');
  }
  return result;
}

/** The site's id from the storefront's own context (`/?format=json`), when the session does not carry it. */
export async function siteIdFromStorefront(api: ApiClient): Promise<string> {
  const context = await api.storefrontJson<{ website?: { id?: string } }>('/?format=json');
  if (!context.website?.id) throw new Error('The storefront context has no website id');
  return context.website.id;
}
