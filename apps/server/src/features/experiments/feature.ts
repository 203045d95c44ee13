import { defineFeature } from '../../infra/features/feature.ts';
import { experimentsPlugin } from './plugin.ts';

/** The experiments feature as the app registers it. */
export const experimentsFeature = defineFeature({
  name: 'experiments',
  plugin: experimentsPlugin,
});
