/** The galleries feature's public face: other features, the app, the CLI and tests import only this. */
export { galleriesFeature } from './plugin.ts';
