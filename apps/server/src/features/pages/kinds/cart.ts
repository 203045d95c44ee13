import { PAGE_TYPES } from '@plinth/platform';
import { formsByProduct } from '../../forms/index.ts';
import { installmentContextOf } from '../installment-context.ts';
import { PAGE_TITLES } from '../messages.ts';
import { defineSitePageKind } from '../page-kind.ts';

/** `/cart` (page type 2): the Cart island, with the forms its products ask and the instalment context. */
export const cartKind = defineSitePageKind({
  name: 'cart',
  match: (scope) => (scope.segments.length === 1 && scope.segments[0] === 'cart') || null,
  resolve: async (_, { db, website, page }) =>
    page('cart', PAGE_TYPES.SHOW_CART, PAGE_TITLES.cart, { cartForms: await formsByProduct(db, website.id), installmentContext: installmentContextOf(website) }),
});
