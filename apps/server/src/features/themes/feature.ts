import { defineFeature } from '../../infra/features/feature.ts';
import { themesPlugin } from './plugin.ts';

/** The themes feature as the app registers it. */
export const themesFeature = defineFeature({
  name: 'themes',
  plugin: themesPlugin,
});
