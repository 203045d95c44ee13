/** The performance feature's public face: other features, the app, the CLI and tests import only this. */
export { prunePerformance } from './retention.ts';
