/** The member-areas feature's public face: other features, the app and tests import only this. */
export { memberAreasFeature } from './plugin.ts';
