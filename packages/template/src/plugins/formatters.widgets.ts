/**
 * The purchase widgets (jsont.md §9): `add-to-cart-btn`, `variants-select`, `quantity-input`,
 * `product-checkout` (the three in a row) and `product-restock-notification`, in the hosted
 * builder's markup, line breaks included (`reference-fixtures.test.ts`). jsont.md leaves their
 * markup to the host: the Plinth server registers its own (React islands) over these; these are
 * the defaults of any other engine (`plinth render`, third-party hosts).
 *
 * Values the reference prints raw into attributes (ids, product type, the quantity label, the
 * restock ids) are attribute-escaped here (`& < > "`), as the social formatters' ids; the
 * variant select's `aria-label` only has its `"` escaped (the reference prints it raw).
 */
import { PRODUCT_TYPES } from '@plinth/platform';
import { merchandising } from './commerce.ts';
import { code } from './codes.ts';
import { formatMessage } from './messageformat.ts';
import { messageZone } from './formatters.date.ts';
import { arr, asNumber, htmlattrFormatterEscape, isTruthy, localeOf, localized, rec } from './util.ts';
import { print } from '../values.ts';
import type { Formatter, FormatterContext } from '../types.ts';

/** A value printed as a variable tag prints it (jsont.md 3.1), attribute-escaped. */
const attr = (v: unknown): string => htmlattrFormatterEscape(print(v));
/** JSON text as the `json` formatter prints it, attribute-escaped. */
const jsonAttr = (v: unknown): string => htmlattrFormatterEscape(v === undefined ? '' : (JSON.stringify(v) ?? '').replaceAll('</', '<\\/'));

/** Product type codes (`code` reads text as numbers too, as the reference reads them). */
const { PHYSICAL, SERVICE, GIFT_CARD } = PRODUCT_TYPES;

const content = (item: unknown): Record<string, unknown> => rec(rec(item).structuredContent);

/** `isSubscribable` as the quantity input reads it: `true`, `"true"` or a non-zero number. */
const subscribable = (v: unknown): boolean => v === true || v === 'true' || (typeof v === 'number' && v !== 0 && v === v);

// ---------------------------------------------------------------- add-to-cart-btn

/**
 * `add-to-cart-btn`: the button with its data attributes. Label: `customAddButtonText` when
 * `useCustomAddButtonText` and the text are truthy, else `productSubscribeText` (`Subscribe`) for a
 * truthy `isSubscribable`, else `productAddToCartText` (`Add To Cart`). An additional-fields form
 * (`additionalFieldsFormId` and `additionalFieldsForm` truthy) adds `use-form` and its JSON; a
 * subscription with options the first option's id.
 */
export const addToCartButton: Formatter = (item, _args, ctx) => {
  const i = rec(item);
  const sc = content(item);
  const sub = isTruthy(sc.isSubscribable);
  const useCustom = sc.useCustomAddButtonText;
  let label: string;
  if (isTruthy(useCustom) && isTruthy(sc.customAddButtonText)) label = print(sc.customAddButtonText);
  else label = sub ? localized(ctx, 'productSubscribeText', 'Subscribe') : localized(ctx, 'productAddToCartText', 'Add To Cart');
  label = htmlattrFormatterEscape(label);
  const form = isTruthy(sc.additionalFieldsFormId) && isTruthy(sc.additionalFieldsForm);
  const options = arr(sc.productSubscriptionOptions);
  let out = '\n\n\n\n\n\n\n\n\n\n\n\n\n<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n' +
    '  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ' +
    (form ? 'use-form' : '') + '" role="button" tabindex="0" data-dynamic-strings data-collection-id="' + attr(i.collectionId) +
    '" data-item-id="' + attr(i.id) + '" data-product-type="' + attr(sc.productType) + '" data-use-custom-label="' + attr(useCustom) + '"';
  if (sub) out += ' data-is-subscription="' + attr(sc.isSubscribable) + '"';
  out += ' data-original-label="' + label + '" ';
  if (form) out += 'data-form="' + jsonAttr(sc.additionalFieldsForm) + '"';
  if (sub && options.length > 0) out += 'data-subscription-option-id="' + attr(rec(options[0]).id) + '"';
  return out + '>\n    <div class="sqs-add-to-cart-button-inner">' + label + '</div>\n  </div>\n</div>';
};

// ---------------------------------------------------------------- variants-select

/** The distinct printed values of one option over the variants, in order (variants without it skipped). */
function optionValues(variants: readonly unknown[], name: string): string[] {
  const seen = new Set<string>();
  for (const v of variants) {
    const attributes = rec(rec(v).attributes);
    if (!Object.hasOwn(attributes, name)) continue;
    seen.add(print(attributes[name]));
  }
  return [...seen];
}

/**
 * `variants-select`: for more than one variant and a non-empty `variantOptionOrdering`, a select
 * and radio buttons per option name (values from the variants' `attributes`, distinct, in order).
 * Titles: the name (gift cards: the message `giftCardValueDisplayText`, `Value`); select text: the message
 * `productVariantSelectText` (`Select {variantName}`; gift cards `giftCardVariantSelectText`, `Select Value`) of the name.
 * A truthy `isSubscribable` adds it and the plan's JSON.
 */
export const variantsSelect: Formatter = (item, _args, ctx) => {
  const sc = content(item);
  const variants = arr(sc.variants);
  const ordering = arr(sc.variantOptionOrdering);
  if (variants.length <= 1 || ordering.length === 0) return '';
  const giftCard = code(sc.productType) === GIFT_CARD;
  let out = '\n  \n  \n  \n  \n\n  <div class="product-variants" data-item-id="' + attr(rec(item).id) + '" data-variants="' + jsonAttr(sc.variants) + '"';
  if (isTruthy(sc.isSubscribable)) {
    out += ' data-is-subscribable="true" data-subscription-plan="' + jsonAttr(sc.subscriptionPlan) + '"';
  }
  out += ' data-animation-role="content">\n';
  for (const o of ordering) {
    const name = print(o);
    const n = htmlattrFormatterEscape(name);
    const title = giftCard ? message(ctx, localized(ctx, 'giftCardValueDisplayText', 'Value'), {}) : name;
    const select = selectText(ctx, name, giftCard);
    out += '    <div class="variant-option">\n    <div class="variant-option-title">' + htmlattrFormatterEscape(title) + ': </div>\n' +
      '    <div class="variant-select-wrapper">\n      <select aria-label="' + select.replaceAll('"', '&quot;') +
      '" data-variant-option-name="' + n + '">\n        <option value="">' + htmlattrFormatterEscape(select) + '</option>\n        ';
    const values = optionValues(variants, name).map(htmlattrFormatterEscape);
    for (const v of values) out += '<option value="' + v + '">' + v + '</option>';
    out += '\n      </select>\n    </div>\n    <div class="variant-radiobtn-wrapper" data-variant-option-name="' + n + '">\n';
    for (const v of values) {
      const id = 'variant-option-' + n + '-' + v;
      out += '      <input type="radio" class="variant-radiobtn" value="' + v + '" name="variant-option-' + n + '" id="' + id + '"/>\n' +
        '      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="' + id + '">' + v + '</label>\n';
    }
    out += '    </div>\n    </div>\n';
  }
  return out + '  </div>\n';
};

function selectText(ctx: FormatterContext, name: string, giftCard: boolean): string {
  const pattern = giftCard ? localized(ctx, 'giftCardVariantSelectText', 'Select Value') : localized(ctx, 'productVariantSelectText', 'Select {variantName}');
  return message(ctx, pattern, { variantName: name });
}

/** A site text as an ICU message. */
function message(ctx: FormatterContext, pattern: string, args: Record<string, unknown>): string {
  return formatMessage(pattern, { locale: localeOf(ctx), zone: messageZone(pattern, ctx), args, error: (m) => ctx.error(m) });
}

// ---------------------------------------------------------------- quantity-input

/** Stock over the variants as the widget counts it: `qtyInStock` read as a number, summed; a truthy `unlimited` is endless. */
function stockOf(variants: unknown): number {
  let total = 0;
  for (const v of arr(variants)) {
    const r = rec(v);
    if (isTruthy(r.unlimited)) return Infinity;
    total += asNumber(r.qtyInStock);
  }
  return total;
}

/**
 * `quantity-input`: for a physical product, or a service unless the store disallows several
 * (`websiteSettings.storeSettings.multipleQuantityAllowedForServices` false, `"false"` or 0), not
 * subscribable, with more than one in stock over its variants (unlimited counts as any number).
 */
export const quantityInput: Formatter = (item, _args, ctx) => {
  const sc = content(item);
  const type = code(sc.productType);
  if (type !== PHYSICAL && type !== SERVICE) return '';
  if (type === SERVICE) {
    const allowed = ctx.lookup('websiteSettings.storeSettings.multipleQuantityAllowedForServices');
    if (allowed === false || allowed === 'false' || allowed === 0) return '';
  }
  if (subscribable(sc.isSubscribable) || !(stockOf(sc.variants) > 1)) return '';
  const label = htmlattrFormatterEscape(localized(ctx, 'productQuantityInputLabel', 'Quantity'));
  return '\n\n\n<div class="product-quantity-input" data-item-id="' + attr(rec(item).id) + '" data-animation-role="content">\n' +
    '  <div class="quantity-label">' + label + ':</div>\n  <input aria-label="' + label +
    '" size="4" max="9999" min="1" value="1" type="number" step="1"></input>\n</div>';
};

// ---------------------------------------------------------------- product-restock-notification

/**
 * `product-restock-notification`: one sign-up form per `restockNotificationViews` entry of the
 * product's `productMerchandisingContext` (`hidden` for a truthy `hiddenByDefault`), with the
 * `restockNotificationMessages` texts, the mailing-list box when `mailingListSignUpEnabled`
 * (checked when `mailingListOptInByDefault`) and a captcha mount when the site has a captcha key.
 */
export const restockNotification: Formatter = (item, _args, ctx) => {
  const mc = merchandising(item, ctx);
  const views = mc.restockNotificationViews;
  let out = '\n\n\n\n\n\n';
  if (!Array.isArray(views) || views.length === 0) return out;
  const m = rec(mc.restockNotificationMessages);
  const text = (k: string) => (m[k] === undefined ? '' : attr(m[k]));
  const id = attr(rec(item).id);
  const list = isTruthy(mc.mailingListSignUpEnabled)
    ? '  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"' +
      (isTruthy(mc.mailingListOptInByDefault) ? ' checked' : '') + '>' + text('mailingListDescription') + '</label>\n'
    : '\n';
  const captcha = isTruthy(ctx.lookup('website.captchaSettings.siteKey')) ? '  <div class="captcha-container"></div>\n' : '\n';
  const body = '>\n  <span class="product-restock-cta">' + text('CTAText') + '</span>\n  <form class="product-restock-form" action="#">\n' +
    '    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="' + text('placeholderText') + '">\n' +
    '    <input class="sqs-editable-button" type="submit" value="' + text('buttonText') + '">\n  </form>\n' + list + captcha + '</div>\n';
  for (const view of views) {
    const v = rec(view);
    out += '\n<div class="product-restock-notification" data-product-id="' + id + '" data-variant-id="' + attr(v.variantId) + '"' +
      (isTruthy(v.hiddenByDefault) ? ' hidden' : '') + body;
  }
  return out;
};

/** The widget formatters by name. */
export const WIDGET_FORMATTERS: Readonly<Record<string, Formatter>> = {
  'add-to-cart-btn': addToCartButton,
  'variants-select': variantsSelect,
  'quantity-input': quantityInput,
  'product-checkout': (item, args, ctx) =>
    String(variantsSelect(item, args, ctx)) + String(quantityInput(item, args, ctx)) + String(addToCartButton(item, args, ctx)),
  'product-restock-notification': restockNotification,
};
