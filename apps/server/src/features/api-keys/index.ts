/** The api-keys feature's public face: other features, the app, the CLI and tests import only this. */
export { apiKeysFeature } from './plugin.ts';
