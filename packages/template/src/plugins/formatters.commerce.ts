/** Commerce text formatters (jsont.md §9 Commerce, platform.md §9); widgets come from the server. */
import { isOnSale } from '@plinth/commerce';
import {
  content, displayState, fromPrice, hasVariedPrices, merchandising, moneyText, normalPrice, pricesOf, salePrice,
  totalStock, variants, type Money,
} from './commerce.ts';
import { contextItem, pricePoint, type ContextPrice, type ContextProduct } from './context-product.ts';
import { formatMessage } from './messageformat.ts';
import { subscriptionText, UNAVAILABLE } from './subscription.ts';
import { timeZoneOf } from './formatters.date.ts';
import { arr, asString, htmlattrFormatterEscape, htmlFormatterEscape, localeOf, localized, num, rec } from './util.ts';
import { numberFormat } from './intl.ts';
import { summaryFormField } from './summary-form-field.ts';
import type { Formatter, FormatterContext } from '../types.ts';

/** Localized patterns are ICU messages (`from {fromPrice}`). */
function message(ctx: FormatterContext, key: string, fallback: string, args: Record<string, unknown>): string {
  return formatMessage(localized(ctx, key, fallback), {
    locale: localeOf(ctx), zone: timeZoneOf(ctx), args, error: (m) => ctx.error(m),
  });
}

/** `isSubscribable` as the hosted builder reads it: `true`, `"true"` or a non-zero number. */
function isSubscribable(v: unknown): boolean {
  return v === true || v === 'true' || (typeof v === 'number' && v !== 0 && v === v);
}

// The hosted builder's price markup: the block opens on its own line after three newlines, the
// price text sits on a line of its own, and a from-text or sale price ends with an extra newline.
const SALE_LABEL = '<span class="visually-hidden v6-visually-hidden">Sale Price:</span>';
const ORIGINAL_LABEL = ' <span class="visually-hidden v6-visually-hidden">Original Price:</span><span class="original-price">';

/**
 * The inside of a price block with its closing newlines: `from {price}` when `varied`, else the
 * sale price with the original, else the price. `plan` (a subscription plan) adds the billing
 * period after each price.
 */
function priceLines(
  product: ContextProduct<ContextPrice> | null, varied: boolean, plan: unknown, ctx: FormatterContext,
): string {
  if (varied) {
    const from = priceWords(fromPrice(product), plan, ctx);
    // Subscriptions have their own wording, not the localized from-text.
    return (plan === undefined ? message(ctx, 'productPriceFromText', 'from {fromPrice}', { fromPrice: from }) : 'from ' + from) + '\n\n';
  }
  if (product !== null && isOnSale(product)) {
    return SALE_LABEL + priceWords(salePrice(product), plan, ctx) + ORIGINAL_LABEL +
      priceWords(normalPrice(product), plan, ctx) + '</span>\n\n';
  }
  return priceWords(normalPrice(product), plan, ctx) + '\n';
}

function priceWords(m: Money, plan: unknown, ctx: FormatterContext): string {
  return plan === undefined ? moneyText(m, ctx) : subscriptionText(moneyText(m, ctx), plan);
}

/**
 * `product-price`: `<div class="product-price">` holding the from-text for varied prices, else the
 * sale price with the original, else the price. Subscriptions add the billing period to each
 * price (`Unavailable` without a billing period). Screen-reader labels mark sale prices.
 */
const productPrice: Formatter = (item, _args, ctx) => {
  const sc = content(item);
  let plan: unknown;
  if (isSubscribable(sc.isSubscribable)) {
    plan = rec(sc.subscriptionPlan);
    if ((plan as Record<string, unknown>).billingPeriod == null) return `${PRICE_OPEN}${UNAVAILABLE}\n\n</div>`;
  }
  return PRICE_OPEN + priceLines(pricesOf(item, ctx), hasVariedPrices(item, ctx), plan, ctx) + '</div>';
};
const PRICE_OPEN = '\n\n\n<div class="product-price">\n';

/**
 * `subscription-price`: the price block of the first pricing option of the first variant that has
 * one (physical and service products: those sold as subscriptions), in a `subscription-price` div; from-text when
 * the variants' prices vary; empty without a pricing option.
 */
const subscriptionPrice: Formatter = (item, _args, ctx) => {
  const { productType } = contextItem(item);
  let point: ContextPrice | null = null;
  if (productType === 'PHYSICAL' || productType === 'SERVICE') {
    for (const v of variants(item)) {
      const options = v.pricingOptions;
      if (Array.isArray(options) && options.length > 0) {
        point = pricePoint(rec(options[0]));
        break;
      }
    }
  }
  if (point === null || productType === null) return `${SUBSCRIPTION_OPEN}\n</div>`;
  return SUBSCRIPTION_OPEN + priceLines({ productType, variants: [point] }, hasVariedPrices(item, ctx), undefined, ctx) + '</div>';
};
const SUBSCRIPTION_OPEN = '\n\n\n<div class="subscription-price">\n';

/** `variant-descriptor`: the variant's option values joined by ` / `. */
const variantDescriptor: Formatter = (v) => {
  const options = arr(rec(v).optionValues);
  let text = '';
  for (let i = 0; i < options.length; i++) text += (i === 0 ? '' : ' / ') + asString(rec(options[i]).value);
  return text;
};

/** Legacy price number: amount × 100. */
const cents = (m: Money): number => m.cents;

/** `product-status`: commerce's display state (sold out wins over sale); nothing otherwise. */
const productStatus: Formatter = (item, _args, ctx) => {
  const state = displayState(item, ctx);
  if (state === 'sold-out') {
    const custom = merchandising(item, ctx).customSoldOutText;
    const text = typeof custom === 'string' && custom !== '' ? custom : localized(ctx, 'productSoldOutText', 'sold out');
    return `<div class="product-mark sold-out">${htmlFormatterEscape(text)}</div>`;
  }
  if (state === 'on-sale') return `<div class="product-mark sale">${htmlFormatterEscape(localized(ctx, 'productSaleText', 'sale'))}</div>`;
  return '';
};

/**
 * `product-scarcity`: only when `productMerchandisingContext[id].scarcityEnabled` and the finite
 * stock is positive; `scarcityText` is a message with `{quantity}` (default `Only {quantity} left
 * in stock`). Hidden (`hidden` attribute) unless `scarcityShownByDefault`.
 */
const productScarcity: Formatter = (item, _args, ctx) => {
  const mc = merchandising(item, ctx);
  if (mc.scarcityEnabled !== true) return '';
  const stock = totalStock(item);
  if (!Number.isFinite(stock) || stock <= 0) return '';
  const pattern = typeof mc.scarcityText === 'string' && mc.scarcityText !== '' ? mc.scarcityText : 'Only {quantity} left in stock';
  const text = formatMessage(pattern, { locale: localeOf(ctx), zone: null, args: { quantity: stock, 0: stock } });
  const hidden = mc.scarcityShownByDefault === true ? '' : ' hidden';
  return `<div class="product-scarcity"${hidden}>${htmlFormatterEscape(text)}</div>`;
};

/** `cart-quantity`: sum of `entries[].quantity` in an `sqs-cart-quantity` span. */
const cartQuantity: Formatter = (cart) => {
  let n = 0;
  for (const e of arr(rec(cart).entries)) {
    const q = num(rec(e).quantity);
    if (Number.isFinite(q)) n += q;
  }
  return `<span class="sqs-cart-quantity">${n}</span>`;
};

/** `product-quick-view [GROUP]`: the reference's button span. */
const productQuickView: Formatter = (item, args, ctx) => {
  const id = htmlattrFormatterEscape(asString(rec(item).id));
  const group = htmlattrFormatterEscape(args[0] ?? '');
  const text = htmlFormatterEscape(localized(ctx, 'productQuickViewText', 'Quick View'));
  return `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${id}" data-group="${group}">${text}</span>`;
};

/** Currency of the locale's region (`en` → US → USD) for `bookkeeper-money-format`. */
const REGION_CURRENCY: Record<string, string> = {
  US: 'USD', GB: 'GBP', CA: 'CAD', AU: 'AUD', NZ: 'NZD', JP: 'JPY', CH: 'CHF', SE: 'SEK', NO: 'NOK', DK: 'DKK',
  IN: 'INR', BR: 'BRL', MX: 'MXN', ZA: 'ZAR', HK: 'HKD', SG: 'SGD', CN: 'CNY', KR: 'KRW', PL: 'PLN', CZ: 'CZK',
  DE: 'EUR', FR: 'EUR', ES: 'EUR', IT: 'EUR', NL: 'EUR', BE: 'EUR', AT: 'EUR', IE: 'EUR', PT: 'EUR', FI: 'EUR', GR: 'EUR',
};

export function regionCurrency(locale: string): string {
  let region = 'US';
  try {
    region = new Intl.Locale(locale).maximize().region ?? 'US';
  } catch {
    // invalid tag: default region
  }
  return REGION_CURRENCY[region] ?? 'USD';
}

/** `bookkeeper-money-format`: minor units ÷ 100, formatted in the locale region's currency. */
const bookkeeper: Formatter = (v, _args, ctx) => {
  const n = num(v);
  if (!Number.isFinite(n)) return '';
  const locale = localeOf(ctx);
  return numberFormat(locale, { style: 'currency', currency: regionCurrency(locale) }).format(n / 100);
};

/** `percentage-format [trim]`: 2 (trim: 0) to 3 fraction digits, no `%` sign. */
const percentage: Formatter = (v, args, ctx) => {
  const n = num(v);
  if (!Number.isFinite(n)) return '';
  const min = args.includes('trim') ? 0 : 2;
  return numberFormat(localeOf(ctx), { minimumFractionDigits: min, maximumFractionDigits: 3, roundingMode: 'halfEven' }).format(n);
};

/** The commerce text formatters by name. */
export const COMMERCE_FORMATTERS: Readonly<Record<string, Formatter>> = {
  'bookkeeper-money-format': bookkeeper,
  'cart-quantity': cartQuantity,
  'cart-subtotal': () => 'deprecated, do not use',
  'cart-url': () => '/cart',
  'from-price': (item, _args, ctx) => cents(fromPrice(pricesOf(item, ctx))),
  'normal-price': (item, _args, ctx) => cents(normalPrice(pricesOf(item, ctx))),
  'sale-price': (item, _args, ctx) => cents(salePrice(pricesOf(item, ctx))),
  'percentage-format': percentage,
  'product-price': productPrice,
  'product-quick-view': productQuickView,
  'product-scarcity': productScarcity,
  'product-status': productStatus,
  'subscription-price': subscriptionPrice,
  'summary-form-field': summaryFormField,
  'variant-descriptor': variantDescriptor,
};
