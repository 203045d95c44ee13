/** The taxonomy feature's public face: other features, the app, the CLI and tests import only this. */
export { arrangePosts, arrangeProducts, type ArrangedList } from './storefront-list-service.ts';
export { listFilterKey, termLinks } from './storefront-lists.ts';
export { galleriesInStorefrontOrder, storefrontSort } from './sort-service.ts';
