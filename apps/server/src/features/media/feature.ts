import { defineFeature } from '../../infra/features/feature.ts';
import { failInterruptedJobs } from './index.ts';
import { mediaPlugin } from './plugin.ts';

/** The media library; images a dead process was processing are failed at start. */
export const mediaFeature = defineFeature({
  name: 'media',
  plugin: mediaPlugin,
  recovery: [{ name: 'media processing', run: ({ deps, now }) => failInterruptedJobs(deps.db, deps.media, now) }],
});
