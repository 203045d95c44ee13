import {
  contextProduct,
  displayState,
  formatMoney,
  hasVariedPrices,
  effectivePriceCents,
  installmentPlacement,
  showsQuantityInput,
  type InstallmentPlacement,
  type Product,
} from '@plinth/commerce';
import { escapeHtml } from '@plinth/platform/escape-html';
import { mediaSrcset } from '@plinth/api';
import type { Formatter, FormatterContext } from '@plinth/template';
import type { IslandRenderer } from '../../infra/islands.ts';
import { scarcityText, type ProductMerchandising } from './merchandising.ts';
import { parseSize } from '../catalog/index.ts';
import { restockWidgetFormatter } from '../restock/index.ts';
import { isAccountIsland } from './account-page-service.ts';
import { LOCALIZED_STRINGS } from './messages.ts';
import { abTestOf, type ExperimentConfiguration } from '@plinth/platform';

/** The A/B test whose variant is the add-to-cart button's label (issue 13). */
export const ADD_TO_CART_LABEL_TEST = 'add-to-cart-label';

/**
 * The product with the label of the visitor's `add-to-cart-label` variant as its button text, chosen
 * at render so the first HTML already carries it (no flicker, no experiment code in the browser).
 * A product's own button text and a subscription's 'Subscribe' win; no test leaves it as it is.
 */
function withExperimentLabel(product: Product, ctx: FormatterContext): Product {
  if (product.customAddButtonText || product.isSubscribable) return product;
  const label = abTestOf(ctx.lookup('experiments') as ExperimentConfiguration | undefined, ADD_TO_CART_LABEL_TEST, '').variant;
  return label ? { ...product, customAddButtonText: label } : product;
}

/** Default storefront labels (platform.md §9). */
const SOLD_OUT_TEXT = LOCALIZED_STRINGS.productSoldOutText;
const SALE_TEXT = LOCALIZED_STRINGS.productSaleText;

/**
 * The storefront's widget and price formatters. Widgets render React islands
 * on the server; the client bundle hydrates them.
 */
export function widgetFormatters(islands: IslandRenderer): Record<string, Formatter> {
  const withProduct =
    (render: (product: Product, ctx: FormatterContext, item: Record<string, unknown>) => string): Formatter =>
    (value, _args, ctx) => {
      const product = contextProduct(value);
      return product ? render(product, ctx, value as Record<string, unknown>) : '';
    };

  const expressCheckout = (ctx: FormatterContext) => ctx.lookup('websiteSettings.storeSettings.expressCheckout') === true;
  const multipleQuantity = (ctx: FormatterContext) => ctx.lookup('websiteSettings.storeSettings.multipleQuantityAllowedForServices') !== false;
  const formOf = (item: Record<string, unknown>) => {
    const form = (item.structuredContent as Record<string, unknown> | undefined)?.additionalFieldsForm;
    return isRecord(form) && Array.isArray(form.fields) ? form : null;
  };
  const text = (ctx: FormatterContext, key: string, fallback: string) => {
    const value = ctx.lookup(`localizedStrings.${key}`);
    return typeof value === 'string' && value ? value : fallback;
  };
  const addButton = (product: Product, ctx: FormatterContext, item: Record<string, unknown>) =>
    displayState(product) === 'sold-out'
      ? soldOutButtonHtml(soldOutText(product, ctx))
      : islands.renderIsland('AddToCartButton', {
      product: withExperimentLabel(product, ctx),
          expressCheckout: expressCheckout(ctx),
          additionalFieldsForm: formOf(item),
          subscribeText: text(ctx, 'productSubscribeText', 'Subscribe'),
        });
  const variantsSelect = (product: Product, radioOptions: string[]) =>
    product.variants.length <= 1 ? '' : islands.renderIsland('VariantSelect', { product, radioOptions });
  const quantityInput = (product: Product, ctx: FormatterContext) => {
    const multipleQuantityAllowedForServices = multipleQuantity(ctx);
    // Nothing to count when nothing can be bought.
    return showsQuantityInput(product, { multipleQuantityAllowedForServices }) && displayState(product) !== 'sold-out'
      ? islands.renderIsland('QuantityInput', { product, multipleQuantityAllowedForServices })
      : '';
  };

  return {
    'product-price': withProduct((product) => productPriceHtml(product)),
    'product-badge': withProduct((product, ctx) => productBadgeHtml(product, ctx)),
    'variant-image': withProduct((product, _ctx, item) => {
      const [width, height] = parseSize(String(item.originalSize ?? ''));
      const fallbackUrl = String(item.assetUrl ?? '');
      // Library pictures come as derivatives sized to the layout: half the page from 433 px, the whole width below.
      const srcSets = Object.fromEntries(
        [fallbackUrl, ...product.variants.map((variant) => variant.imageUrl ?? '')].flatMap((url) => {
          const srcset = mediaSrcset(url, width || 1000);
          return srcset ? [[url, srcset]] : [];
        }),
      );
      const sized = Object.keys(srcSets).length > 0 ? { srcSets, sizes: '(min-width: 1120px) 540px, (min-width: 433px) 50vw, 100vw' } : {};
      return islands.renderIsland('VariantImage', { product, fallbackUrl, alt: product.title, width: width || 1000, height: height || 1000, ...sized });
    }),
    // Arguments name the options shown as radio buttons: `{item|variants-select Colour}`.
    'variants-select': (value, args) => {
      const product = contextProduct(value);
      return product ? variantsSelect(product, args.filter(Boolean)) : '';
    },
    'quantity-input': withProduct((product, ctx) => quantityInput(product, ctx)),
    'add-to-cart-btn': withProduct(addButton),
    // The three purchase widgets (jsont.md §9); arguments as for variants-select.
    'product-checkout': (value, args, ctx) => {
      const product = contextProduct(value);
      if (!product) return '';
      return variantsSelect(product, args.filter(Boolean)) + quantityInput(product, ctx) + addButton(product, ctx, value as Record<string, unknown>);
    },
    'installment-badge': withProduct((product, ctx, item) => {
      const context = isRecord(item.installmentContext) ? item.installmentContext : ctx.lookup('installmentContext');
      // A product nobody can buy offers no instalments.
      if (!isRecord(context) || product.variants.length === 0 || displayState(product) === 'sold-out') return '';
      const priceCents = Math.min(...product.variants.map(effectivePriceCents));
      return islands.renderIsland('InstallmentBadge', { priceCents, currency: product.currency, context, placement: placementOf(context), productType: product.productType });
    }),
    // `{@|product-scarcity products.list}`: the argument names the view (scarcityTemplateViews).
    'product-scarcity': (value, args, ctx) => {
      const product = contextProduct(value);
      if (!product) return '';
      const all = ctx.lookup('productMerchandisingContext');
      const settings = isRecord(all) && isRecord(all[product.id]) ? (all[product.id] as Partial<ProductMerchandising>) : undefined;
      const message = scarcityText(product, settings, args[0] || 'products.item');
      return message ? `<p class="product-scarcity">${escapeHtml(message)}</p>` : '';
    },
    'product-quick-view': withProduct((product, ctx, item) =>
      islands.renderIsland('QuickViewButton', {
        product,
        imageUrl: String(item.assetUrl ?? ''),
        priceText: productPriceText(product),
        url: String(item.fullUrl ?? ''),
        expressCheckout: expressCheckout(ctx),
        multipleQuantityAllowedForServices: multipleQuantity(ctx),
        additionalFieldsForm: formOf(item),
        radioOptions: ['Colour', 'Color'],
        label: text(ctx, 'productQuickViewText', 'Quick View'),
        // The dialog of a sold-out product shows the disabled sold-out button, as its page does.
        ...(displayState(product) === 'sold-out' ? { soldOutText: soldOutText(product, ctx) } : {}),
      }),
    ),
    'pill-cart': (_value, _args, ctx) =>
      islands.renderIsland('PillCart', {
        expressCheckout: ctx.lookup('websiteSettings.storeSettings.expressCheckout') === true,
        customCart: ctx.lookup('websiteSettings.storeSettings.customCart') === true,
      }),
    'cart-page': (_value, _args, ctx) => {
      const forms = ctx.lookup('cartForms');
      const installmentContext = ctx.lookup('installmentContext');
      return islands.renderIsland('CartPage', {
        cart: null,
        forms: isRecord(forms) ? forms : {},
        installmentContext: isRecord(installmentContext) ? installmentContext : null,
        installmentPlacement: isRecord(installmentContext) ? placementOf(installmentContext) : null,
      });
    },
    'checkout-page': () => islands.renderIsland('CheckoutPage', {}),
    'order-confirmed': (value) => (isRecord(value) ? islands.renderIsland('OrderConfirmed', { order: value }) : ''),
    'subscription-checkout': (value) =>
      isRecord(value) && typeof value.cartToken === 'string' ? islands.renderIsland('SubscriptionCheckout', { cartToken: value.cartToken }) : '',
    'gift-card-checkout': (value) => (isRecord(value) ? islands.renderIsland('GiftCardCheckout', value) : ''),
    'product-restock-notification': restockWidgetFormatter(islands),
    'account-island': (value) => (isAccountIsland(value) ? islands.renderIsland('Account', value.props) : ''),
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

/** The price as plain text: 'from $X', '$X (was $Y)' on sale, else '$X'. */
export function productPriceText(product: Product): string {
  const [first] = product.variants;
  if (!first) return '';
  const money = (cents: number) => formatMoney(cents, product.currency);
  if (hasVariedPrices(product)) return `from ${money(Math.min(...product.variants.map(effectivePriceCents)))}`;
  if (displayState(product) === 'on-sale') return `${money(first.salePriceCents)} (was ${money(first.priceCents)})`;
  return money(first.priceCents);
}

/** The sold-out or sale badge (sold out wins), or nothing. */
export function productBadgeHtml(product: Product, ctx: Pick<FormatterContext, 'lookup'>): string {
  const state = displayState(product);
  if (state === 'normal') return '';
  const text = state === 'sold-out' ? soldOutText(product, ctx) : SALE_TEXT;
  return `<span class="product-badge product-badge--${state}">${escapeHtml(text)}</span>`;
}

/** The sold-out words of a product: the merchandising setting's `customSoldOutText`, else 'sold out'. */
export function soldOutText(product: Product, ctx: Pick<FormatterContext, 'lookup'>): string {
  const merchandising = ctx.lookup('productMerchandisingContext') as Record<string, { customSoldOutText?: unknown }> | undefined;
  const custom = merchandising?.[product.id]?.customSoldOutText;
  return typeof custom === 'string' && custom ? custom : SOLD_OUT_TEXT;
}

/**
 * The add-to-cart button of a product with nothing left (issue 30): disabled, with the sold-out
 * words, in the first HTML. Plain HTML, not the island: nothing to press, so nothing to hydrate,
 * and the product page's script stays as it is.
 */
export function soldOutButtonHtml(text: string): string {
  return `<div class="plinth-add-to-cart"><button type="button" class="plinth-add-to-cart__button plinth-add-to-cart__button--sold-out" disabled>${escapeHtml(text)}</button></div>`;
}

/** The badge placement of an installment context from the page data (the islands do not resolve locales). */
function placementOf(context: Record<string, unknown>): InstallmentPlacement | null {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return installmentPlacement({ stripeAccountCountry: text(context.stripeAccountCountry) ?? '', shopperLanguage: text(context.shopperLanguage) ?? '' });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
