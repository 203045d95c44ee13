/** The pages feature's public face: other features, the app and tests import only this. */
export { createPageRenderer } from './page-renderer.ts';
export { widgetFormatters } from './widget-formatters.ts';
export { DEFAULT_MERCHANDISING, siteMerchandising, type StoredMerchandising } from './merchandising.ts';
