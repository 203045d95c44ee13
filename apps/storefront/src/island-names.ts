/**
 * The names of the islands, shared by the server entry, the loader and the
 * runtime. Kept free of React so the tiny loader can import it.
 */

/** Islands in the runtime chunk (product pages, lists, the cart). */
export const EAGER_ISLAND_NAMES = [
  'VariantSelect',
  'QuantityInput',
  'AddToCartButton',
  'VariantImage',
  'PillCart',
  'InstallmentBadge',
] as const;

/**
 * Islands in chunks of their own, loaded only by the pages that show them
 * (product lists, the cart and checkout pages), so a product page carries none of them.
 */
export const LAZY_ISLAND_NAMES = ['QuickViewButton', 'CartPage', 'CheckoutPage', 'OrderConfirmed', 'SubscriptionCheckout', 'GiftCardCheckout', 'FormBlock', 'NewsletterBlock', 'ProductRestockNotification'] as const;

/** Every island the server can render and the client can hydrate. */
export const ISLAND_NAMES = [...EAGER_ISLAND_NAMES, ...LAZY_ISLAND_NAMES] as const;

/** Name of an island, written in `data-island`. */
export type IslandName = (typeof ISLAND_NAMES)[number];
/** Name of an island of the runtime chunk. */
export type EagerIslandName = (typeof EAGER_ISLAND_NAMES)[number];
/** Name of a lazily loaded island. */
export type LazyIslandName = (typeof LAZY_ISLAND_NAMES)[number];

/**
 * Islands the server renders as an empty element and the client mounts with
 * `createRoot` (their content depends on the browser: cookies, the cart).
 */
export const CLIENT_ONLY_ISLANDS: ReadonlySet<IslandName> = new Set<IslandName>(['PillCart']);

/** Type guard for a `data-island` value read from the DOM. */
export function isIslandName(name: string | null | undefined): name is IslandName {
  return (ISLAND_NAMES as readonly string[]).includes(name ?? '');
}

/** True for the islands loaded in chunks of their own. */
export function isLazyIsland(name: IslandName): name is LazyIslandName {
  return (LAZY_ISLAND_NAMES as readonly string[]).includes(name);
}
