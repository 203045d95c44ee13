import { defineFeature } from '../../infra/features/feature.ts';
import { searchPlugin } from './plugin.ts';

/** The search feature as the app registers it. */
export const searchFeature = defineFeature({
  name: 'search',
  plugin: searchPlugin,
});
