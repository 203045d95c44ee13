/*
 * The site layout and navigation payloads of store creation (platform.md §3, §7):
 * GET /api/commondata/GetSiteLayout answers a SiteLayout; POST /api/widget/UpdateNavigation takes a
 * NavigationUpdate. Pure types and constants, shared by the server and the dashboard.
 */

/** The identifier (and UpdateNavigation `fieldName`) of the main navigation. */
export const MAIN_NAVIGATION = 'mainNavigation';

/** The message when a layout has no main navigation (platform.md §5). */
export const NO_MAIN_NAVIGATION = 'Unable to find site main navigation';

/** The template id of the default theme, echoed by GetSiteLayout for UpdateNavigation. */
export const DEFAULT_TEMPLATE_ID = 'default';

/** One link of a navigation in the layout: a collection (Plinth has no external or member-area links yet). */
export interface NavigationLink {
  collectionId: string | null;
  title: string;
  /** '/' for the home page, else '/<urlId>'. */
  url: string;
  externalLink: string | null;
  memberAreaId: string | null;
  /** Whether visitors see the link (the collection is enabled and its page is served). */
  enabled: boolean;
  items: NavigationLink[];
}

/** One navigation of the layout. */
export interface LayoutNavigation {
  identifier: string;
  links: NavigationLink[];
}

/** GET /api/commondata/GetSiteLayout. */
export interface SiteLayout {
  templateId: string;
  layout: LayoutNavigation[];
}

/** One item of UpdateNavigation's `navigation.items`. */
export interface NavigationItem {
  collectionId: string | null;
  externalLink: string | null;
  memberAreaId: string | null;
  items: NavigationItem[];
}

/** Body of POST /api/widget/UpdateNavigation. */
export interface NavigationUpdate {
  fieldName: string;
  templateId: string;
  navigation: { items: NavigationItem[] };
}
