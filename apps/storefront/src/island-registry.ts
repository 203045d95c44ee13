import type { PropsOfIsland } from './island-entry.ts';
import { EAGER_ISLANDS } from './eager-islands.ts';
import { LAZY_ISLANDS } from './lazy-islands.ts';

/*
 * Every island, declared once in eager-islands.ts (its component, in the runtime chunk every
 * product page loads) or lazy-islands.ts (its loader: a chunk of its own, so a product page never
 * downloads checkout code). The names, the props types and the server's registry derive from the
 * two tables joined here; the client runtime reads them apart (runtime.tsx), so the lazy table
 * stays out of the runtime chunk.
 */

/** Island name → its declaration. Eager islands first (the order of `ISLAND_NAMES`). */
export const ISLAND_REGISTRY = { ...EAGER_ISLANDS, ...LAZY_ISLANDS };

/** Name of an island, written in `data-island`. */
export type IslandName = keyof typeof ISLAND_REGISTRY;

/** The props of each island, as its component declares them. */
export type IslandProps = { [Name in IslandName]: PropsOfIsland<(typeof ISLAND_REGISTRY)[Name]> };

/** Type guard for a `data-island` value read from the DOM. */
export function isIslandName(name: string | null | undefined): name is IslandName {
  return name != null && Object.hasOwn(ISLAND_REGISTRY, name);
}
