import { defineFeature } from '../../infra/features/feature.ts';
import { accountKind } from './kinds/account.ts';
import { blogItemKind } from './kinds/blog-item.ts';
import { blogListKind } from './kinds/blog-list.ts';
import { cartKind } from './kinds/cart.ts';
import { checkoutKind } from './kinds/checkout.ts';
import { homeKind } from './kinds/home.ts';
import { membershipConfirmedKind } from './kinds/membership-confirmed.ts';
import { notFoundKind } from './kinds/not-found.ts';
import { pageKind } from './kinds/page.ts';
import { productItemKind } from './kinds/product-item.ts';
import { productListKind } from './kinds/product-list.ts';
import { pagesPlugin } from './plugin.ts';
import { widgetFormatters } from './widget-formatters.ts';

/** The pages feature as the app registers it. */
export const pagesFeature = defineFeature({
  name: 'pages',
  plugin: pagesPlugin,
  // Asked in this order, after other features' kinds (search, events, special page types); the
  // paths of the fixed pages first, then the collection a path names; the last answers 404.
  pageKinds: [
    cartKind,
    checkoutKind,
    membershipConfirmedKind,
    accountKind,
    homeKind,
    pageKind,
    productListKind,
    blogListKind,
    productItemKind,
    blogItemKind,
    notFoundKind,
  ],
  formatters: widgetFormatters,
});
