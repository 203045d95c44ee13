import { defineFeature } from '../../infra/features/feature.ts';
import { redirectsPlugin } from './plugin.ts';

/** The redirects feature as the app registers it. */
export const redirectsFeature = defineFeature({
  name: 'redirects',
  plugin: redirectsPlugin,
});
