/** The events feature's public face: other features, the app, the CLI and tests import only this. */
export { eventsFeature } from './plugin.ts';
