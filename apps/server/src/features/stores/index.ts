/** The stores feature's public face: other features, the app and tests import only this. */
export { createStore, createStoreCategory } from './service.ts';
export { deriveStoreUrlId } from './create-store.ts';
export type { NewStore, StoreRecord } from './service.ts';
