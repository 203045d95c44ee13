/**
 * The island name lists, derived from `island-registry.ts` (declare islands
 * there, not here). For the server entry's `ISLAND_NAMES` and for tests; the
 * runtime looks islands up in the registry directly.
 */
import type { EagerIsland, LazyIsland } from './island-entry.ts';
import { ISLAND_REGISTRY, type IslandName } from './island-registry.ts';

type Registry = typeof ISLAND_REGISTRY;

/** Name of an island of the runtime chunk. */
export type EagerIslandName = { [Name in IslandName]: Registry[Name] extends EagerIsland<never> ? Name : never }[IslandName];
/** Name of a lazily loaded island. */
export type LazyIslandName = { [Name in IslandName]: Registry[Name] extends LazyIsland<never> ? Name : never }[IslandName];

/** Every island the server can render and the client can hydrate, in declaration order. */
export const ISLAND_NAMES = Object.keys(ISLAND_REGISTRY) as readonly IslandName[];

/** Islands in the runtime chunk (product pages, lists, the cart). */
export const EAGER_ISLAND_NAMES = ISLAND_NAMES.filter((name): name is EagerIslandName => ISLAND_REGISTRY[name].eager);

/** Islands in chunks of their own, loaded only by the pages that show them. */
export const LAZY_ISLAND_NAMES = ISLAND_NAMES.filter((name): name is LazyIslandName => !ISLAND_REGISTRY[name].eager);

/**
 * Islands the server renders as an empty element and the client mounts with
 * `createRoot` (their content depends on the browser: cookies, the cart).
 */
export const CLIENT_ONLY_ISLAND_NAMES = ISLAND_NAMES.filter((name) => ISLAND_REGISTRY[name].clientOnly);
