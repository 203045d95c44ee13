import { defineFeature } from '../../infra/features/feature.ts';
import { sitePlugin } from './plugin.ts';

/** The site feature as the app registers it. */
export const siteFeature = defineFeature({
  name: 'site',
  plugin: sitePlugin,
});
