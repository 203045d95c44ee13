import { defineFeature } from '../../infra/features/feature.ts';
import { memberAreasPlugin } from './plugin.ts';

/** The member-areas feature as the app registers it. */
export const memberAreasFeature = defineFeature({
  name: 'member-areas',
  plugin: memberAreasPlugin,
});
