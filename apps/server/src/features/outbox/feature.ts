import { defineFeature } from '../../infra/features/feature.ts';
import { outboxPlugin } from './plugin.ts';

/** The outbox feature as the app registers it. */
export const outboxFeature = defineFeature({
  name: 'outbox',
  plugin: outboxPlugin,
});
