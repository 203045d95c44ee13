import { resolveCommercePage } from '../commerce-page-service.ts';
import { defineSitePageKind } from '../page-kind.ts';

/**
 * `/checkout` and `/commerce/…` (commerce-page-service.ts): checkout, order confirmed, subscription
 * and gift-card pages. Any other path under them is the not-found page (private under
 * `/commerce/orders`, whose query carries a token).
 */
export const checkoutKind = defineSitePageKind({
  name: 'checkout',
  match: ({ segments }) => (segments[0] === 'checkout' || segments[0] === 'commerce') || null,
  resolve: async (_, { db, website, segments, query, page, notFound }) => {
    const commerce = await resolveCommercePage(db, website, segments, query);
    if (!commerce) return { ...notFound(), private: segments[1] === 'orders' };
    return { ...page(commerce.template, commerce.pageType, commerce.title, commerce.context), private: commerce.private };
  },
});
