/**
 * The site styles calls (contract: @plinth/api `stylesRoutes`), in one place so the views stay
 * about views.
 */
import type { FontCategory, SiteStyles, pickerFont } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type PickerFont = z.infer<typeof pickerFont>;

/** `getStyles` as the page uses it. */
export interface StylesState {
  draft: SiteStyles;
  published: SiteStyles;
  revision: number;
  publishedAt: number | null;
  unpublishedChanges: boolean;
  palette: string[];
}

/** What the font picker asks for. */
export interface FontQuery {
  search: string;
  category: FontCategory | '';
  scope: 'all' | 'style-guide';
}

export function loadStyles(api: ApiClient): Promise<StylesState> {
  // The contract leaves the styles themselves open (the theme's style schema checks them).
  return api.call('getStyles') as Promise<StylesState>;
}

/** Saves the draft from `revision` (409 when someone saved meanwhile). */
export function saveDraft(api: ApiClient, styles: SiteStyles, revision: number): Promise<StylesState> {
  return api.call('saveStylesDraft', { body: { styles, revision } }) as Promise<StylesState>;
}

/** Publishes the saved draft at `revision`. */
export function publishStyles(api: ApiClient, revision: number): Promise<StylesState> {
  return api.call('publishStyles', { body: { revision } }) as Promise<StylesState>;
}

/** The catalogue, filtered on the server. */
export async function listFonts(api: ApiClient, query: FontQuery): Promise<PickerFont[]> {
  return (await api.call('listFonts', fontsRequest(query))).fonts;
}

/** The request of `listFonts` for a query (empty parts left out). */
export function fontsRequest(query: FontQuery) {
  return { query: { scope: query.scope, search: query.search.trim() || undefined, category: query.category || undefined } };
}
