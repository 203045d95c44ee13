import { defineFeature } from '../../infra/features/feature.ts';
import { dashboardPlugin } from './plugin.ts';

/** The dashboard feature as the app registers it. */
export const dashboardFeature = defineFeature({
  name: 'dashboard',
  plugin: dashboardPlugin,
});
