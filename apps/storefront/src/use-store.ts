/**
 * React binding of the shared store, through `useSyncExternalStore` (no library).
 */
import { useSyncExternalStore } from 'react';
import { INITIAL_STATE, store as sharedStore, type Store, type StoreState } from './store.ts';

/**
 * Subscribes a component to part of the store. The selector must return a
 * part of the state or a primitive, never a fresh object (React compares
 * snapshots with `Object.is`). On the server, and while hydrating, it reads
 * {@link INITIAL_STATE}, so server and client HTML match.
 * @param selector picks what the component needs
 * @param store the store, default the page's shared one
 */
export function useStore<T>(selector: (state: StoreState) => T, store: Store = sharedStore): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(INITIAL_STATE),
  );
}
