/** Commerce text formatters (jsont.md §9 Commerce, platform.md §9); widgets come from the server. */
import { fromPriceVariant, isOnSale } from '@plinth/commerce';
import {
  content, displayState, fromPrice, hasVariedPrices, merchandising, moneyText, normalPrice, pricesOf, salePrice,
  variants, type Money,
} from './commerce.ts';
import { contextItem, pricePoint, type ContextPrice, type ContextProduct } from './context-product.ts';
import { formatMessage } from './messageformat.ts';
import { code } from './codes.ts';
import { subscriptionText, UNAVAILABLE } from './subscription.ts';
import { messageZone } from './formatters.date.ts';
import { arr, asNumber, asString, htmlattrFormatterEscape, htmlFormatterEscape, isTruthy, localeOf, localized, num, passOn, rec } from './util.ts';
import { intlLocale, numberFormat } from './intl.ts';
import { summaryFormField } from './summary-form-field.ts';
import type { Formatter, FormatterContext } from '../types.ts';

/** Localized patterns are ICU messages (`from {fromPrice}`). */
function message(ctx: FormatterContext, key: string, fallback: string, args: Record<string, unknown>): string {
  const pattern = localized(ctx, key, fallback);
  return formatMessage(pattern, {
    locale: localeOf(ctx), zone: messageZone(pattern, ctx), args, error: (m) => ctx.error(m),
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
  return priceWords(normalPrice(product), plan, ctx, true) + '\n';
}

function priceWords(m: Money, plan: unknown, ctx: FormatterContext, single = false): string {
  if (plan === undefined) return moneyText(m, ctx);
  const price = moneyText(m, ctx);
  if (single) {
    const own = localizedSubscription(price, plan, ctx);
    if (own !== null) return own;
  }
  return subscriptionText(price, plan);
}

const PERIOD_WORDS: Readonly<Record<string, readonly [string, string]>> = {
  WEEK: ['Weekly', 'Weeks'], MONTH: ['Monthly', 'Months'], YEAR: ['Yearly', 'Years'],
};

/**
 * A single price's billing period in the site's own words, as the hosted builder looks them up:
 * `localizedStrings.productPrice__singlePrice__{1|n}{Weekly|Monthly|Yearly}__indefinite`, or
 * `…__limited__{1|n}{Weeks|Months|Years}` with billing cycles (`1` when the period's value, or
 * the whole duration, is one), a message of `{price}`, `{billingPeriodValue}` and `{duration}`
 * (value × cycles). Null when the site has no such text (the default wording then).
 */
function localizedSubscription(price: string, plan: unknown, ctx: FormatterContext): string | null {
  const p = rec(plan);
  const period = rec(p.billingPeriod);
  const words = typeof period.unit === 'string' ? PERIOD_WORDS[period.unit] : undefined;
  if (words === undefined) return null;
  const value = num(period.value);
  const cycles = p.numBillingCycles == null ? 0 : num(p.numBillingCycles);
  const duration = value * cycles;
  const key = `productPrice__singlePrice__${value === 1 ? '1' : 'n'}${words[0]}__` +
    (cycles > 0 ? `limited__${duration === 1 ? '1' : 'n'}${words[1]}` : 'indefinite');
  const text = localized(ctx, key, '');
  if (text === '') return null;
  return formatMessage(text, {
    locale: localeOf(ctx), zone: messageZone(text, ctx), args: { price, billingPeriodValue: value, duration }, error: (m) => ctx.error(m),
  });
}

/**
 * `product-price`: `<div class="product-price">` holding the from-text for varied prices, else the
 * sale price with the original, else the price. Subscriptions add the billing period to each
 * price (`Unavailable` without a billing period). Screen-reader labels mark sale prices.
 */
const productPrice: Formatter = (item, _args, ctx) => {
  const sc = content(item);
  // The hosted builder's "undefined" product type (-1) has no price line.
  if (code(sc.productType) === -1) return PRICE_OPEN + '\n</div>';
  let plan: unknown;
  if (isSubscribable(sc.isSubscribable)) {
    plan = rec(sc.subscriptionPlan);
    if ((plan as Record<string, unknown>).billingPeriod == null) {
      return `${PRICE_OPEN}${localized(ctx, 'productPriceUnavailable', UNAVAILABLE)}\n\n</div>`;
    }
  }
  return PRICE_OPEN + priceLines(pricesOf(item, ctx), hasVariedPrices(item, ctx), plan, ctx) + '</div>';
};
const PRICE_OPEN = '\n\n\n<div class="product-price">\n';

/**
 * `subscription-price`: the price block of the first pricing option of the variant that gives the
 * from-price (physical and service products: those sold as subscriptions; none when that variant has no option), in a `subscription-price` div; from-text when
 * the variants' prices vary; empty without a pricing option.
 */
const subscriptionPrice: Formatter = (item, _args, ctx) => {
  const { productType } = contextItem(item);
  let point: ContextPrice | null = null;
  if (productType === 'PHYSICAL' || productType === 'SERVICE') {
    // The variant that gives the from-price (the lowest price, sale prices counted; the first of equals).
    const prices = pricesOf(item, ctx);
    const from = prices === null ? null : fromPriceVariant(prices);
    const options = from === null ? undefined : variants(item)[prices!.variants.indexOf(from)]?.pricingOptions;
    if (Array.isArray(options) && options.length > 0) point = pricePoint(rec(options[0]));
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
/** A price in minor units as text, as the reference returns it (`{p|from-price|raw}` prints `"2000"`). */
const cents = (m: Money): string => String(m.cents);

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
 * `product-scarcity`, as the hosted builder renders it: when the product's
 * `productMerchandisingContext[id]` (id as text, "" when not text or a number; looked up outward)
 * has `scarcityEnabled` (`true`, `"true"` or a non-zero whole number), one block per entry of
 * `scarcityTemplateViews`, each `scarcityText` as a message whose `{0}` is `qtyInStock`. An entry
 * that is an object may carry its own `scarcityText` and `qtyInStock`; otherwise `qtyInStock` is
 * looked up from the product outward, and so are its variant `attributes` (when truthy, their JSON
 * as `data-variant-attributes` and `hidden`). The message text (`{0}` and `{qtyInStock}` the quantity) is escaped as an attribute. Otherwise the
 * value passes through unchanged.
 */
const productScarcity: Formatter = (item, _args, ctx) => {
  const all = rec(ctx.lookup('productMerchandisingContext'));
  const key = asString(rec(item).id);
  const mc = hasOwn(all, key) ? rec(all[key]) : rec(undefined);
  if (!scarcityEnabled(mc.scarcityEnabled)) return passOn(item);
  const views = mc.scarcityTemplateViews;
  if (!Array.isArray(views) || views.length === 0) return '';
  let out = '';
  let outer: unknown;
  let outerRead = false;
  let outerAttributes: unknown;
  let outerAttributesRead = false;
  for (const view of views) {
    const own = view !== null && typeof view === 'object' && !Array.isArray(view) ? (view as Record<string, unknown>) : null;
    const text = own !== null && hasOwn(own, 'scarcityText') ? own.scarcityText : mc.scarcityText;
    let quantity: unknown;
    if (own !== null && hasOwn(own, 'qtyInStock')) quantity = own.qtyInStock;
    else {
      if (!outerRead) {
        outer = ctx.lookup('qtyInStock');
        outerRead = true;
      }
      quantity = outer;
    }
    let attributes: unknown;
    if (own !== null && hasOwn(own, 'attributes')) attributes = own.attributes;
    else {
      if (!outerAttributesRead) {
        outerAttributes = ctx.lookup('attributes');
        outerAttributesRead = true;
      }
      attributes = outerAttributes;
    }
    out += SCARCITY_OPEN;
    if (isTruthy(attributes)) out += ` data-variant-attributes="${htmlattrFormatterEscape(jsonText(attributes))}" hidden`;
    out += '>\n    ' + htmlattrFormatterEscape(scarcityMessage(text, quantity, ctx)) + SCARCITY_CLOSE;
  }
  return out;
};
const SCARCITY_OPEN = '\n  <div class="product-scarcity"';

/** JSON text as the `json` formatter prints it. */
const jsonText = (v: unknown): string => JSON.stringify(v).replaceAll('</', '<\\/');
const SCARCITY_CLOSE = '\n  </div>\n';

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** `scarcityEnabled` as the hosted builder reads it: `true`, `"true"` or a non-zero whole number (below 1e21). */
function scarcityEnabled(v: unknown): boolean {
  return v === true || v === 'true' || (typeof v === 'number' && v !== 0 && Number.isInteger(v) && Math.abs(v) < 1e21);
}

/** The scarcity text as the `message` formatter prints it with `qtyInStock` as `{0}` and `{qtyInStock}` (not text: empty). */
function scarcityMessage(text: unknown, quantity: unknown, ctx: FormatterContext): string {
  if (typeof text !== 'string' && typeof text !== 'number' && typeof text !== 'boolean') return '';
  const pattern = String(text);
  return formatMessage(pattern, {
    locale: localeOf(ctx), zone: messageZone(pattern, ctx), args: { 0: quantity, qtyInStock: quantity }, error: (m) => ctx.error(m),
  });
}

/**
 * `cart-quantity`: sum of `entries[].quantity` ("as number": `"3x"` is 3, `"x"` NaN, null 0) in an
 * `sqs-cart-quantity` span.
 */
const cartQuantity: Formatter = (cart) => {
  let n = 0;
  for (const e of arr(rec(cart).entries)) n += asNumber(rec(e).quantity);
  return `<span class="sqs-cart-quantity">${n}</span>`;
};

/**
 * `product-quick-view [GROUP]`: the reference's button span. Its text is
 * `localizedStrings.productQuickViewText` as text when present (null or "" too: empty), printed as
 * there (the site's own text); the id and group are escaped as attributes (README). The group
 * argument names a key looked up from the item outward (its value as text); when nothing answers,
 * or the argument is not one key (`a.b`), the argument itself, as the reference.
 */
function quickViewGroup(arg: string, ctx: FormatterContext): string {
  if (arg === '' || arg.includes('.')) return arg;
  const v = ctx.lookup(arg);
  return v === undefined ? arg : asString(v);
}

const productQuickView: Formatter = (item, args, ctx) => {
  const id = htmlattrFormatterEscape(asString(rec(item).id));
  const group = htmlattrFormatterEscape(quickViewGroup(args[0] ?? '', ctx));
  const own = ctx.lookup('localizedStrings.productQuickViewText');
  const text = own === undefined ? 'Quick View' : asString(own);
  return `<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="${id}" data-group="${group}">${text}</span>`;
};

/**
 * Currency of each region (CLDR's region currencies; any other region: USD), as
 * `CURRENCY REGION REGION…` groups.
 */
const REGION_CURRENCY = new Map<string, string>();
for (const group of (
  'SHP AC SH,' +
  'EUR AD AT AX BE BG BL CY DE EA EE ES EU FI FR GF GP GR HR IC IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM TF VA XK YT,' +
  'AED AE,AFN AF,XCD AG AI DM GD KN LC MS VC,ALL AL,AMD AM,AOA AO,ARS AR,AUD AU CC CX HM KI NF NR TV,' +
  'AWG AW,AZN AZ,BAM BA,BBD BB,BDT BD,XOF BF BJ CI GW ML NE SN TG,BHD BH,BIF BI,BMD BM,BND BN,BOB BO,' +
  'BRL BR,BSD BS,BTN BT,NOK BV NO SJ,BWP BW,BYN BY,BZD BZ,CAD CA,CDF CD,XAF CF CG CM GA GQ TD,CHF CH LI,' +
  'NZD CK NU NZ PN TK,CLP CL,CNY CN,COP CO,CRC CR,CUP CU,CVE CV,XCG CW SX,CZK CZ,DJF DJ,DKK DK FO GL,' +
  'DOP DO,DZD DZ,EGP EG,MAD EH MA,ERN ER,ETB ET,FJD FJ,FKP FK,GBP GB GG GS IM JE TA,GEL GE,GHS GH,' +
  'GIP GI,GMD GM,GNF GN,GTQ GT,GYD GY,HKD HK,HNL HN,HTG HT,HUF HU,IDR ID,ILS IL PS,INR IN,IQD IQ,IRR IR,' +
  'ISK IS,JMD JM,JOD JO,JPY JP,KES KE,KGS KG,KHR KH,KMF KM,KPW KP,KRW KR,KWD KW,KYD KY,KZT KZ,LAK LA,' +
  'LBP LB,LKR LK,LRD LR,ZAR LS ZA,LYD LY,MDL MD,MGA MG,MKD MK,MMK MM,MNT MN,MOP MO,MRU MR,MUR MU,MVR MV,' +
  'MWK MW,MXN MX,MYR MY,MZN MZ,NAD NA,XPF NC PF WF,NGN NG,NIO NI,NPR NP,OMR OM,PAB PA,PEN PE,PGK PG,' +
  'PHP PH,PKR PK,PLN PL,PYG PY,QAR QA,RON RO,RSD RS,RUB RU,RWF RW,SAR SA,SBD SB,SCR SC,SDG SD,SEK SE,' +
  'SGD SG,SLE SL,SOS SO,SRD SR,SSP SS,STN ST,SYP SY,SZL SZ,THB TH,TJS TJ,TMT TM,TND TN,TOP TO,TRY TR,' +
  'TTD TT,TWD TW,TZS TZ,UAH UA,UGX UG,UYU UY,UZS UZ,VES VE,VND VN,VUV VU,WST WS,YER YE,ZMW ZM,ZWG ZW,'
).split(',')) {
  const [currency, ...regions] = group.split(' ');
  for (const r of regions) REGION_CURRENCY.set(r, currency!);
}

const regionCurrencies = new Map<string, string>();

/** Currency of the locale's region (`en` → US → USD, `ar` → EG → EGP), for `bookkeeper-money-format`. */
export function regionCurrency(locale: string): string {
  let c = regionCurrencies.get(locale);
  if (c === undefined) {
    let region = 'US';
    try {
      region = new Intl.Locale(locale).maximize().region ?? 'US';
    } catch {
      // invalid tag: default region
    }
    c = REGION_CURRENCY.get(region) ?? 'USD';
    if (regionCurrencies.size >= 100) regionCurrencies.clear();
    regionCurrencies.set(locale, c);
  }
  return c;
}

const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The number `bookkeeper-money-format` and `percentage-format` read: a number, decimal text (kept
 * as text, so its exact digits are formatted), `NaN` and `Infinity` texts (`-Infinity` too, as
 * ∞); anything else, missing included, is 0.
 */
function bookNumber(v: unknown): number | string {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return 0;
  if (DECIMAL_TEXT.test(v)) return v;
  if (v === 'NaN') return NaN;
  return v === 'Infinity' || v === '-Infinity' ? Infinity : 0;
}

/** `n` ÷ 100 as decimal text (exponent notation, read exactly by Intl). */
function hundredth(n: number | string): string {
  const text = String(n);
  const e = text.search(/[eE]/);
  return e < 0 ? text + 'e-2' : `${text.slice(0, e)}e${Number(text.slice(e + 1)) - 2}`;
}

/**
 * `bookkeeper-money-format`: minor units ÷ 100 (exactly), in the currency of the locale's region,
 * rounded half-even, no sign on a zero; NaN and ∞ are errors (`Invalid argument: NaN`).
 */
const bookkeeper: Formatter = (v, _args, ctx) => {
  const n = bookNumber(v);
  if (typeof n === 'number' && !Number.isFinite(n)) throw new Error(`Invalid argument: ${n}`);
  const locale = localeOf(ctx);
  return numberFormat(intlLocale(locale), {
    style: 'currency', currency: regionCurrency(locale), roundingMode: 'halfEven', signDisplay: 'negative',
  }).format(hundredth(n));
};

const PERCENTAGE = { minimumFractionDigits: 2, maximumFractionDigits: 3, roundingMode: 'halfEven', signDisplay: 'negative' } as const;
const PERCENTAGE_TRIM = { ...PERCENTAGE, minimumFractionDigits: 0 } as const;

/** `percentage-format [trim]`: 2 (`trim` anywhere: 0) to 3 fraction digits, half-even, no `%` sign, no sign on a zero. */
const percentage: Formatter = (v, args, ctx) =>
  numberFormat(intlLocale(localeOf(ctx)), args.includes('trim') ? PERCENTAGE_TRIM : PERCENTAGE).format(bookNumber(v));

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
