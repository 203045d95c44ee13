import { defineFeature } from '../../infra/features/feature.ts';
import { HOUSEKEEPING_EVERY_MS } from '../../infra/features/housekeeping.ts';
import { pruneRecordings } from './index.ts';
import { recordingsPlugin } from './plugin.ts';

/** Session recording and replays. */
export const recordingsFeature = defineFeature({
  name: 'recordings',
  plugin: recordingsPlugin,
  jobs: [{ name: 'pruning session recordings past their retention', everyMs: () => HOUSEKEEPING_EVERY_MS, run: ({ deps, now }) => pruneRecordings(deps.db, now) }],
});
