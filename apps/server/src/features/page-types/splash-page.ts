import { PAGE_TYPES } from '@plinth/platform';
import { definePageKind, type PageKind } from '../../infra/page-extensions.ts';
import type { AccessState } from './access-state.ts';

/*
 * The splash page (page type 3): a page of its own at `/{path}` while the owner has it on — a title,
 * a few words and one button on (by default) into the site; no navigation bar. Cached like any page.
 */

/** The page kind of the splash page. */
export function splashPage(stateOf: (websiteId: string, version: number) => Promise<AccessState>): PageKind<AccessState['splash']> {
  return definePageKind({
    name: 'splash',
    match: async (info) => {
      if (info.segments.length !== 1) return null;
      const { splash } = await stateOf(info.site.id, info.site.contentVersion);
      return splash.enabled && info.segments[0] === splash.path ? splash : null;
    },
    resolve: async (splash, info) => ({
      status: 200,
      template: 'splash',
      title: splash.title || info.site.name,
      pageType: PAGE_TYPES.SPLASH_PAGE,
      context: {
        navigation: [],
        splash: { title: splash.title || info.site.name, body: splash.body, buttonLabel: splash.buttonLabel, buttonUrl: splash.buttonUrl },
      },
    }),
  });
}
