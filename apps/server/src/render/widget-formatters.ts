import {
  displayState,
  formatMoney,
  hasVariedPrices,
  effectivePriceCents,
  showsQuantityInput,
  type Product,
} from '@plinth/commerce';
import type { Formatter, FormatterContext } from '@plinth/template';
import type { IslandRenderer } from './islands.ts';
import { contextItemToProduct, parseSize } from './product-item.ts';

/** Default storefront labels (platform.md §9). */
const SOLD_OUT_TEXT = 'sold out';
const SALE_TEXT = 'sale';

/**
 * The storefront's widget and price formatters. Widgets render React islands
 * on the server; the client bundle hydrates them.
 */
export function widgetFormatters(islands: IslandRenderer): Record<string, Formatter> {
  const withProduct =
    (render: (product: Product, ctx: FormatterContext, item: Record<string, unknown>) => string): Formatter =>
    (value, _args, ctx) => {
      const product = contextItemToProduct(value);
      return product ? render(product, ctx, value as Record<string, unknown>) : '';
    };

  return {
    'product-price': withProduct((product) => productPriceHtml(product)),
    'product-badge': withProduct((product, ctx) => productBadgeHtml(product, ctx)),
    'variant-image': withProduct((product, _ctx, item) => {
      const [width, height] = parseSize(String(item.originalSize ?? ''));
      return islands.renderIsland('VariantImage', {
        product,
        fallbackUrl: String(item.assetUrl ?? ''),
        alt: product.title,
        width: width || 1000,
        height: height || 1000,
      });
    }),
    // Arguments name the options shown as radio buttons: `{item|variants-select Colour}`.
    'variants-select': (value, args) => {
      const product = contextItemToProduct(value);
      if (!product || product.variants.length <= 1) return '';
      return islands.renderIsland('VariantSelect', { product, radioOptions: args.filter(Boolean) });
    },
    'quantity-input': withProduct((product, ctx) => {
      const multipleQuantityAllowedForServices =
        ctx.lookup('websiteSettings.storeSettings.multipleQuantityAllowedForServices') !== false;
      return showsQuantityInput(product, { multipleQuantityAllowedForServices })
        ? islands.renderIsland('QuantityInput', { product, multipleQuantityAllowedForServices })
        : '';
    }),
    'add-to-cart-btn': withProduct((product, ctx) =>
      islands.renderIsland('AddToCartButton', {
        product,
        expressCheckout: ctx.lookup('websiteSettings.storeSettings.expressCheckout') === true,
      }),
    ),
    'pill-cart': (_value, _args, ctx) =>
      islands.renderIsland('PillCart', {
        expressCheckout: ctx.lookup('websiteSettings.storeSettings.expressCheckout') === true,
        customCart: ctx.lookup('websiteSettings.storeSettings.customCart') === true,
      }),
    'cart-page': () => islands.renderIsland('CartPage', { cart: null }),
    'cart-url': () => '/cart',
  };
}

/** Price text: 'from' for varied prices; sale and original when on sale (sold out wins). */
export function productPriceHtml(product: Product): string {
  const [first] = product.variants;
  if (!first) return '';
  const money = (cents: number) => formatMoney(cents, product.currency);
  if (hasVariedPrices(product)) {
    const lowest = Math.min(...product.variants.map(effectivePriceCents));
    return `<span class="product-price">from ${money(lowest)}</span>`;
  }
  if (displayState(product) === 'on-sale') {
    return (
      `<span class="product-price"><span class="product-price__sale">${money(first.salePriceCents)}</span>` +
      ` <del class="product-price__original"><span class="visually-hidden">Original price </span>${money(first.priceCents)}</del></span>`
    );
  }
  return `<span class="product-price">${money(first.priceCents)}</span>`;
}

/** The sold-out or sale badge (sold out wins), or nothing. */
export function productBadgeHtml(product: Product, ctx: Pick<FormatterContext, 'lookup'>): string {
  const state = displayState(product);
  if (state === 'normal') return '';
  const merchandising = ctx.lookup('productMerchandisingContext') as Record<string, { customSoldOutText?: unknown }> | undefined;
  const custom = merchandising?.[product.id]?.customSoldOutText;
  const text = state === 'sold-out' ? (typeof custom === 'string' && custom ? custom : SOLD_OUT_TEXT) : SALE_TEXT;
  return `<span class="product-badge product-badge--${state}">${escapeHtml(text)}</span>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
