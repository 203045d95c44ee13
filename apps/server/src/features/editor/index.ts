/** The editor feature's public face: other features, the app, the CLI and tests import only this. */
export { draftDocument, publishedDocument } from './published.ts';
export { findTarget, type EditorTarget } from './targets.ts';
export { RESERVED_PAGE_SLUGS } from './slugs.ts';
