import { defineFeature } from '../../infra/features/feature.ts';
import { storesPlugin } from './plugin.ts';

/** The stores feature as the app registers it. */
export const storesFeature = defineFeature({
  name: 'stores',
  plugin: storesPlugin,
});
