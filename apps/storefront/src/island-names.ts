/**
 * The names of the islands, shared by the server entry, the loader and the
 * runtime. Kept free of React so the tiny loader can import it.
 */

/** Every island the server can render and the client can hydrate. */
export const ISLAND_NAMES = [
  'VariantSelect',
  'QuantityInput',
  'AddToCartButton',
  'VariantImage',
  'PillCart',
  'CartPage',
] as const;

/** Name of an island, written in `data-island`. */
export type IslandName = (typeof ISLAND_NAMES)[number];

/**
 * Islands the server renders as an empty element and the client mounts with
 * `createRoot` (their content depends on the browser: cookies, the cart).
 */
export const CLIENT_ONLY_ISLANDS: ReadonlySet<IslandName> = new Set<IslandName>(['PillCart']);

/** Type guard for a `data-island` value read from the DOM. */
export function isIslandName(name: string | null | undefined): name is IslandName {
  return (ISLAND_NAMES as readonly string[]).includes(name ?? '');
}
