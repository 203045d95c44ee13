import { defineFeature } from '../../infra/features/feature.ts';
import { newsletterPlugin } from './plugin.ts';

/** The newsletter feature as the app registers it. */
export const newsletterFeature = defineFeature({
  name: 'newsletter',
  plugin: newsletterPlugin,
});
