import { defineFeature } from '../../infra/features/feature.ts';
import { insightsPlugin } from './plugin.ts';
import { rollupJob } from './rollup-job.ts';

/** The owner's analytics reports; the rollup job (its own cadence, `PLINTH_ANALYTICS_ROLLUP_MS`) and raw-event retention. */
export const insightsFeature = defineFeature({
  name: 'insights',
  plugin: insightsPlugin,
  jobs: [rollupJob()],
});
