import { membershipConfirmedPage } from '../member-area-pages.ts';
import { defineSitePageKind } from '../page-kind.ts';

/** `/account/membership-confirmed?area=` (208), personal to the viewer; an unknown area leaves the path to the next kinds. */
export const membershipConfirmedKind = defineSitePageKind({
  name: 'membership-confirmed',
  match: ({ segments }) => (segments.length === 2 && segments[0] === 'account' && segments[1] === 'membership-confirmed') || null,
  resolve: async (_, { db, website, segments, query, access, page }) => {
    const membership = await membershipConfirmedPage(db, website.id, segments, query, access, Date.now());
    return membership ? { ...page(membership.template, membership.pageType, membership.title, membership.context), private: true } : null;
  },
});
