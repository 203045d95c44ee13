/**
 * The restock widget's rules, free of React: which variant it is for, its
 * texts with their defaults, and the e-mail and captcha checks of
 * storefront.md §5.
 */
import { MESSAGES, RESTOCK_MESSAGES, findVariant, selectOptionsMessage, tracksStock, unselectedOptions, type Product, type Variant } from '@plinth/commerce';
import { isValidEmail } from '@plinth/forms';

/** The texts of the widget (platform.md §3 restockNotificationMessages). */
export interface RestockTexts {
  buttonText: string;
  CTAText: string;
  placeholderText: string;
  mailingListDescription: string;
}

/** What the widget shows when the merchandising context names no text. */
export const DEFAULT_RESTOCK_TEXTS: RestockTexts = Object.freeze({
  buttonText: 'Notify Me',
  CTAText: 'Get notified when this item is back in stock.',
  placeholderText: 'Email Address',
  mailingListDescription: 'Sign up to receive news and updates.',
});

/** The given texts over the defaults; blank or non-text values take the default. */
export function restockTexts(given: Partial<Record<keyof RestockTexts, unknown>> | null | undefined): RestockTexts {
  const pick = (key: keyof RestockTexts) => {
    const value = given?.[key];
    return typeof value === 'string' && value.trim() ? value : DEFAULT_RESTOCK_TEXTS[key];
  };
  return { buttonText: pick('buttonText'), CTAText: pick('CTAText'), placeholderText: pick('placeholderText'), mailingListDescription: pick('mailingListDescription') };
}

/** A tracked variant with no stock. */
export function variantSoldOut(product: Pick<Product, 'productType'>, variant: Variant): boolean {
  return tracksStock(product) && !variant.unlimited && variant.qtyInStock <= 0;
}

/** Whether every variant of the product is sold out. */
export function everyVariantSoldOut(product: Product): boolean {
  return product.variants.length > 0 && product.variants.every((variant) => variantSoldOut(product, variant));
}

/** Where the widget stands for the current selection. */
export type RestockTarget =
  | { kind: 'hidden' }
  /** The selected (or only) variant is sold out. */
  | { kind: 'variant'; variant: Variant }
  /** Every variant is sold out but the selection names none yet: the visitor must pick one to sign up. */
  | { kind: 'unselected'; message: string };

/**
 * The widget appears when the selected variant is sold out, or when every
 * variant is (storefront.md §2): it follows the shared store's selection.
 */
export function restockTarget(product: Product, selected: Readonly<Record<string, string>>): RestockTarget {
  const variant = findVariant(product, { ...selected });
  if (variant) return variantSoldOut(product, variant) ? { kind: 'variant', variant } : { kind: 'hidden' };
  if (!everyVariantSoldOut(product)) return { kind: 'hidden' };
  const missing = unselectedOptions(product, { ...selected });
  return { kind: 'unselected', message: missing.length ? selectOptionsMessage(missing) : MESSAGES.addToCart.variantUnavailable };
}

/**
 * The client checks before sending (storefront.md §5), in their order: the
 * e-mail, then the captcha when one is rendered.
 * @returns the message to show, or null when the sign-up may be sent
 */
export function restockInputError(email: string, captcha: { rendered: boolean; token: string | null }): string | null {
  if (!email.trim()) return RESTOCK_MESSAGES.emailBlank;
  if (!isValidEmail(email)) return RESTOCK_MESSAGES.emailInvalid;
  if (captcha.rendered && !captcha.token) return RESTOCK_MESSAGES.captchaIncomplete;
  return null;
}
