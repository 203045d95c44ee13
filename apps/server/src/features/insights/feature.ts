import { defineFeature } from '../../infra/features/feature.ts';
import { pruneRawEvents, rollUpRecent } from './index.ts';
import { insightsPlugin } from './plugin.ts';

/** The owner's analytics reports; the rollup job (its own cadence, `PLINTH_ANALYTICS_ROLLUP_MS`) and raw-event retention. */
export const insightsFeature = defineFeature({
  name: 'insights',
  plugin: insightsPlugin,
  jobs: [
    {
      name: 'rolling up analytics',
      everyMs: (config) => config.analyticsRollupEveryMs,
      atStart: true,
      run: async ({ deps }) => {
        await rollUpRecent(deps.db, Date.now());
        await pruneRawEvents(deps.db, Date.now());
      },
    },
  ],
});
