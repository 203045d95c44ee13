import { defineFeature } from '../../infra/features/feature.ts';
import { commentsPlugin } from './plugin.ts';

/** The comments feature as the app registers it. */
export const commentsFeature = defineFeature({
  name: 'comments',
  plugin: commentsPlugin,
});
