import { defineFeature } from '../../infra/features/feature.ts';
import { taxonomyPlugin } from './plugin.ts';

/** The taxonomy feature as the app registers it. */
export const taxonomyFeature = defineFeature({
  name: 'taxonomy',
  plugin: taxonomyPlugin,
});
