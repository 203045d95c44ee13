/** The redirects feature's public face: other features (imports), the CLI and tests import only this. */
export { saveRedirects, listRedirects, type NewRedirect, type SaveResult } from './service.ts';
export { redirectKey } from './redirect-rules.ts';
