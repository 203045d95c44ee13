/** The editor feature's public face: other features, the app, the CLI and tests import only this. */
export { editorFeature } from './plugin.ts';
