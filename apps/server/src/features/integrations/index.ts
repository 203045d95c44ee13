/** The integrations feature's public face: other features, the app, the CLI and tests import only this. */
export { integrationsFeature } from './plugin.ts';
