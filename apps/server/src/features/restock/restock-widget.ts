import { contextProduct, tracksStock, type Product } from '@plinth/commerce';
import type { Formatter } from '@plinth/template';
import type { IslandRenderer } from '../../infra/islands.ts';
import { RESTOCK_SUCCESS_DEFAULT } from './messages.ts';

/*
 * `{@|product-restock-notification}` (storefront.md §2): the back-in-stock sign-up under the variant
 * selector. The island itself decides, from the shared selection, whether the chosen variant is sold
 * out; the server renders it only for a product that has a sold-out variant at all, on a view its
 * merchandising context lists (`restockNotificationViews`; the argument names the view, default
 * 'products.item').
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether some variant of a stock-tracked product has none left. */
export function hasSoldOutVariant(product: Product): boolean {
  return tracksStock(product) && product.variants.some((variant) => !variant.unlimited && variant.qtyInStock <= 0);
}

/** The `product-restock-notification` formatter. */
export function restockWidgetFormatter(islands: IslandRenderer): Formatter {
  return (value, args, ctx) => {
    const product = contextProduct(value);
    if (!product || !hasSoldOutVariant(product)) return '';
    const all = ctx.lookup('productMerchandisingContext');
    const settings = isRecord(all) && isRecord(all[product.id]) ? all[product.id] : {};
    const views = (settings as Record<string, unknown>).restockNotificationViews;
    if (Array.isArray(views) && !views.includes(args[0] || 'products.item')) return '';
    const messages = (settings as Record<string, unknown>).restockNotificationMessages;
    const success = ctx.lookup('websiteSettings.storeSettings.restockSuccessText');
    return islands.renderIsland('ProductRestockNotification', {
      product,
      // The island fills blanks with its defaults; only strings cross over.
      texts: Object.fromEntries(
        ['buttonText', 'CTAText', 'placeholderText', 'mailingListDescription'].flatMap((key) => {
          const text = isRecord(messages) ? messages[key] : undefined;
          return typeof text === 'string' && text.trim() ? [[key, text]] : [];
        }),
      ),
      mailingListSignUpEnabled: (settings as Record<string, unknown>).mailingListSignUpEnabled === true,
      mailingListOptInByDefault: (settings as Record<string, unknown>).mailingListOptInByDefault === true,
      successText: typeof success === 'string' && success.trim() ? success : RESTOCK_SUCCESS_DEFAULT,
    });
  };
}
