/**
 * The product merchandising context (platform.md §3), one entry per product
 * id, read by `product-scarcity`, `product-badge` and the restock widget
 * (jsont.md §9 `productMerchandisingContext[id]`), and the scarcity message.
 */
import { totalStock, tracksStock, type Product } from '@plinth/commerce';

/** One product's merchandising settings (platform.md §3). */
export interface ProductMerchandising {
  restockNotificationViews: string[];
  restockNotificationMessages: { buttonText: string; CTAText: string; placeholderText: string; mailingListDescription: string };
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
  scarcityEnabled: boolean;
  /** The templates the scarcity message shows on. */
  scarcityTemplateViews: string[];
  /** `{quantity}` is the units left. */
  scarcityText: string;
  /** The message shows at this many units left or fewer (Plinth's own field; the owner sets it). */
  scarcityThreshold: number;
  /** Shown before a variant is chosen (on lists: always, there is no choice). */
  scarcityShownByDefault: boolean;
  /** Replaces 'sold out' on the badge; '' = the default. */
  customSoldOutText: string;
}

/** The message shows when this many units or fewer are left (and at least one). */
export const SCARCITY_THRESHOLD = 15;

/** The demo store's settings: scarcity on, everywhere. */
export const DEFAULT_MERCHANDISING: Readonly<ProductMerchandising> = Object.freeze({
  restockNotificationViews: ['products.item'],
  restockNotificationMessages: {
    buttonText: 'Notify me',
    CTAText: 'Get an email when this is back in stock.',
    placeholderText: 'Email address',
    mailingListDescription: 'Also sign me up for news and offers.',
  },
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
  scarcityEnabled: true,
  scarcityTemplateViews: ['products.list', 'products.item', 'home'],
  scarcityText: 'Only {quantity} left!',
  scarcityThreshold: SCARCITY_THRESHOLD,
  scarcityShownByDefault: true,
  customSoldOutText: '',
});

/** What the owner sets of the merchandising (Commerce → Store settings), kept in the site settings as `merchandising`. */
export type StoredMerchandising = Pick<
  ProductMerchandising,
  'mailingListSignUpEnabled' | 'mailingListOptInByDefault' | 'scarcityEnabled' | 'scarcityThreshold' | 'scarcityText' | 'customSoldOutText'
>;

/**
 * The site's merchandising: the stored `merchandising` settings over {@link DEFAULT_MERCHANDISING},
 * each value kept only when it has the right type (the JSON is the site's own, but never trusted).
 */
export function siteMerchandising(settings: object): ProductMerchandising {
  const stored = (settings as { merchandising?: unknown }).merchandising;
  if (typeof stored !== 'object' || stored === null) return DEFAULT_MERCHANDISING;
  const merged: Record<string, unknown> = { ...DEFAULT_MERCHANDISING };
  for (const [key, value] of Object.entries(stored)) {
    const fallback = (DEFAULT_MERCHANDISING as unknown as Record<string, unknown>)[key];
    if (key in DEFAULT_MERCHANDISING && typeof value === typeof fallback && !Array.isArray(value)) merged[key] = value;
  }
  return merged as unknown as ProductMerchandising;
}

/** The context for a list of products, keyed by product id. */
export function merchandisingContext(products: readonly Pick<Product, 'id'>[], settings: ProductMerchandising = DEFAULT_MERCHANDISING): Record<string, ProductMerchandising> {
  return Object.fromEntries(products.map((product) => [product.id, settings]));
}

/**
 * The scarcity text of a product on a template, or '' when it does not show:
 * scarcity must be enabled and shown by default on that view, the product's
 * stock tracked and between 1 and the threshold (default {@link SCARCITY_THRESHOLD}) units.
 * @example scarcityText(mug, settings, 'products.list') // 'Only 3 left!'
 */
export function scarcityText(product: Product, settings: Partial<ProductMerchandising> | undefined, view: string): string {
  if (!settings?.scarcityEnabled || !settings.scarcityShownByDefault) return '';
  if (Array.isArray(settings.scarcityTemplateViews) && !settings.scarcityTemplateViews.includes(view)) return '';
  if (!tracksStock(product) || product.variants.some((variant) => variant.unlimited)) return '';
  const quantity = totalStock(product);
  const threshold = typeof settings.scarcityThreshold === 'number' ? settings.scarcityThreshold : SCARCITY_THRESHOLD;
  if (quantity < 1 || quantity > threshold) return '';
  return (settings.scarcityText || DEFAULT_MERCHANDISING.scarcityText).replace(/\{quantity\}/g, String(quantity));
}
