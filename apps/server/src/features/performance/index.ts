/** The performance feature's public face: other features, the app, the CLI and tests import only this. */
export { performanceFeature } from './plugin.ts';
export { prunePerformance } from './retention.ts';
