import { defineFeature } from '../../infra/features/feature.ts';
import { healthPlugin } from './plugin.ts';

/** The health feature as the app registers it: /healthz, /readyz and /metrics. */
export const healthFeature = defineFeature({
  name: 'health',
  plugin: healthPlugin,
});
