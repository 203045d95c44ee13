/** The api-keys feature's public face: other features, the app, the CLI and tests import only this. */
export { API_KEY_RATE_LIMIT } from './bearer-auth.ts';
export { feedPath } from './feed-service.ts';
