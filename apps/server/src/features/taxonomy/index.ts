/** The taxonomy feature's public face: other features, the app, the CLI and tests import only this. */
export { taxonomyFeature } from './plugin.ts';
