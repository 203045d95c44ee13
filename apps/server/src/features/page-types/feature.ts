import { defineFeature } from '../../infra/features/feature.ts';
import { pageTypesPlugin } from './plugin.ts';

/** The page-types feature as the app registers it. */
export const pageTypesFeature = defineFeature({
  name: 'page-types',
  plugin: pageTypesPlugin,
});
