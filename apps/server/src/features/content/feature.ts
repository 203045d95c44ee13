import { defineFeature } from '../../infra/features/feature.ts';
import { contentPlugin } from './plugin.ts';

/** The content feature as the app registers it. */
export const contentFeature = defineFeature({
  name: 'content',
  plugin: contentPlugin,
});
