import { defineFeature } from '../../infra/features/feature.ts';
import { pagesPlugin } from './plugin.ts';
import { widgetFormatters } from './widget-formatters.ts';

/** The pages feature as the app registers it. */
export const pagesFeature = defineFeature({
  name: 'pages',
  plugin: pagesPlugin,
  formatters: widgetFormatters,
});
