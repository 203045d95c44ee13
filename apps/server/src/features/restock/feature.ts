import { defineFeature } from '../../infra/features/feature.ts';
import { restockPlugin } from './plugin.ts';

/** The restock feature as the app registers it. */
export const restockFeature = defineFeature({
  name: 'restock',
  plugin: restockPlugin,
});
