import { defineFeature } from '../../infra/features/feature.ts';
import { performancePlugin } from './plugin.ts';

/** The performance feature as the app registers it. */
export const performanceFeature = defineFeature({
  name: 'performance',
  plugin: performancePlugin,
});
