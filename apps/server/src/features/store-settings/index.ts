/** The store-settings feature's public face: other features, the app and tests import only this. */
export { readStoreSettings, saveStoreSettings, type StoreSettingsJson } from './store-settings-service.ts';
