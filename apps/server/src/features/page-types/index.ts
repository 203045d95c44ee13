/** The page-types feature's public face: other features, the app, the CLI and tests import only this. */
export { pageTypesFeature } from './plugin.ts';
