/** The setup feature's public face: other features, the app, the seed and tests import only this. */
export { setupNeeded } from './setup-service.ts';
