/** The styles feature's public face: other features, the app, the CLI and tests import only this. */
export { hasPublishedStyles } from './styles-repository.ts';
