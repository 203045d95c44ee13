/**
 * The site styles calls (contract: @plinth/api `stylesRoutes`), in one place so the views stay
 * about views.
 */
import type { FontCategory, SiteStyles, pickerFont } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type PickerFont = z.infer<typeof pickerFont>;

/** `GET /api/owner/styles` as the page uses it. */
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
  return api.get<StylesState>('/api/owner/styles');
}

/** Saves the draft from `revision` (409 when someone saved meanwhile). */
export function saveDraft(api: ApiClient, styles: SiteStyles, revision: number): Promise<StylesState> {
  return api.send<StylesState>('PUT', '/api/owner/styles/draft', { styles, revision });
}

/** Publishes the saved draft at `revision`. */
export function publishStyles(api: ApiClient, revision: number): Promise<StylesState> {
  return api.send<StylesState>('POST', '/api/owner/styles/publish', { revision });
}

/** The catalogue, filtered on the server. */
export async function listFonts(api: ApiClient, query: FontQuery): Promise<PickerFont[]> {
  const params = new URLSearchParams({ scope: query.scope });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.category) params.set('category', query.category);
  return (await api.get<{ fonts: PickerFont[] }>(`/api/owner/styles/fonts?${params.toString()}`)).fonts;
}
