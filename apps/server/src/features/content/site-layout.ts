import type { navigationLink, siteLayout } from '@plinth/api';
import type { z } from 'zod';

/*
 * The site layout and navigation payloads of store creation (platform.md §3, §7):
 * GET /api/commondata/GetSiteLayout answers a SiteLayout; POST /api/widget/UpdateNavigation takes a
 * NavigationUpdate. The answers' shapes are the contract's (`@plinth/api`, routes/content.ts).
 */

/** The identifier (and UpdateNavigation `fieldName`) of the main navigation. */
export const MAIN_NAVIGATION = 'mainNavigation';

/** The template id of the default theme, echoed by GetSiteLayout for UpdateNavigation. */
export const DEFAULT_TEMPLATE_ID = 'default';

/** One link of a navigation in the layout: a collection (Plinth has no external or member-area links yet). */
export type NavigationLink = z.output<typeof navigationLink>;

/** GET /api/commondata/GetSiteLayout. */
export type SiteLayout = z.output<typeof siteLayout>;

/** One navigation of the layout. */
export type LayoutNavigation = SiteLayout['layout'][number];

/** One item of UpdateNavigation's `navigation.items`, as a client builds it. */
export interface NavigationItem {
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  items: NavigationItem[];
}

/** Body of POST /api/widget/UpdateNavigation, as a client builds it. */
export interface NavigationUpdate {
  fieldName: string;
  templateId: string;
  navigation: { items: NavigationItem[] };
}
