import { defineFeature } from '../../infra/features/feature.ts';
import { dashboardHomePlugin } from './plugin.ts';

/** The dashboard-home feature as the app registers it. */
export const dashboardHomeFeature = defineFeature({
  name: 'dashboard-home',
  plugin: dashboardHomePlugin,
});
