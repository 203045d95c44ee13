import { defineFeature } from '../../infra/features/feature.ts';
import { catalogPlugin } from './plugin.ts';

/** The catalog feature as the app registers it. */
export const catalogFeature = defineFeature({
  name: 'catalog',
  plugin: catalogPlugin,
});
