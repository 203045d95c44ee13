import { defineFeature } from '../../infra/features/feature.ts';
import { apiKeysPlugin } from './plugin.ts';

/** The api-keys feature as the app registers it. */
export const apiKeysFeature = defineFeature({
  name: 'api-keys',
  plugin: apiKeysPlugin,
});
