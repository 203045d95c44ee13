import { PAGE_TYPES } from '@plinth/platform';
import { resolveAccountPage } from '../account-page-service.ts';
import { defineSitePageKind } from '../page-kind.ts';

/** `/account` and `/account/<view>` (account-page-service.ts): the Account island; views carrying a token are private. */
export const accountKind = defineSitePageKind({
  name: 'account',
  match: ({ segments, query }) => (segments[0] === 'account' ? resolveAccountPage(segments, query) : null),
  resolve: async (account, { page }) => ({ ...page(account.template, PAGE_TYPES.PAGE, account.title, account.context), private: account.private }),
});
