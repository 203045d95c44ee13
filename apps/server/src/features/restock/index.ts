/** The restock feature's public face: other features, the app and tests import only this. */
export { restockWidgetFormatter } from './restock-widget.ts';
export * from './routes.ts';
export { restockFeature } from './plugin.ts';
