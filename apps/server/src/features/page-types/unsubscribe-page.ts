import { PAGE_TYPES } from '@plinth/platform';
import type { Kysely } from 'kysely';
import { definePageKind, type PageKind } from '../../infra/page-extensions.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { NEWSLETTER_LINK_NOT_VALID, NEWSLETTER_UNSUBSCRIBE_PAGE, NEWSLETTER_UNSUBSCRIBE_PAGE_PATH, unsubscribeByToken } from '../newsletter/index.ts';

/** The theme's newsletter unsubscribe page (page type 300). */
export const UNSUBSCRIBE_PAGE_PATH = NEWSLETTER_UNSUBSCRIBE_PAGE_PATH;

/**
 * The page kind of `/newsletter/unsubscribe?token=` (where the e-mails' unsubscribe link leads):
 * unsubscribes the address and says so in the site's own page; a missing or unknown token answers
 * 404 'Link not valid'. Opening it again shows the same page. Never cached.
 */
export function unsubscribePage(db: Kysely<Schema>, now: () => number): PageKind<{ token: string }> {
  return definePageKind({
    name: 'newsletter-unsubscribe',
    match: (info) => (info.path === UNSUBSCRIBE_PAGE_PATH ? { token: typeof info.query.token === 'string' && info.query.token.length <= 200 ? info.query.token : '' } : null),
    resolve: async ({ token }, info) => {
      const entry = token ? await unsubscribeByToken(db, info.site.id, token, now()) : null;
      const found = entry !== null;
      return {
        status: found ? 200 : 404,
        template: 'newsletter-unsubscribe',
        title: found ? NEWSLETTER_UNSUBSCRIBE_PAGE.doneTitle : NEWSLETTER_LINK_NOT_VALID,
        pageType: PAGE_TYPES.NEWSLETTER_UNSUBSCRIBE,
        private: true,
        headTags: '<meta name="robots" content="noindex">',
        context: {
          unsubscribe: {
            found,
            heading: found ? NEWSLETTER_UNSUBSCRIBE_PAGE.doneTitle : NEWSLETTER_LINK_NOT_VALID,
            text: entry ? NEWSLETTER_UNSUBSCRIBE_PAGE.done(entry.email, info.site.name) : NEWSLETTER_UNSUBSCRIBE_PAGE.unknown,
          },
        },
      };
    },
  });
}
