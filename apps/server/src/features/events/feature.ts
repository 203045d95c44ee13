import { defineFeature } from '../../infra/features/feature.ts';
import { eventsPlugin } from './plugin.ts';

/** The events feature as the app registers it. */
export const eventsFeature = defineFeature({
  name: 'events',
  plugin: eventsPlugin,
});
