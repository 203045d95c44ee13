/**
 * Every island's component for the server renderer, derived from the
 * registry: eager ones as declared, lazy ones loaded once when the module is
 * imported (top-level await), so `renderIsland` stays synchronous. The server
 * has no bundle budget; loading everything up front is the point.
 */
import type { ComponentType } from 'react';
import { ISLAND_REGISTRY, type IslandName, type IslandProps } from './island-registry.ts';

/** Every island's name → its component, typed by its props. */
export type ServerIslands = { [Name in IslandName]: ComponentType<IslandProps[Name]> };

/** Resolves every declared island to its component (lazy ones imported). */
export async function loadServerIslands(): Promise<ServerIslands> {
  const entries = await Promise.all(
    Object.entries(ISLAND_REGISTRY).map(async ([name, island]) => [name, island.eager ? island.component : await island.load()] as const),
  );
  return Object.fromEntries(entries) as ServerIslands;
}

/** Name → component, for `renderIsland`. */
export const SERVER_ISLANDS: ServerIslands = await loadServerIslands();
