import { defineFeature } from '../../infra/features/feature.ts';
import { analyticsPlugin } from './plugin.ts';

/** The analytics feature as the app registers it. */
export const analyticsFeature = defineFeature({
  name: 'analytics',
  plugin: analyticsPlugin,
});
