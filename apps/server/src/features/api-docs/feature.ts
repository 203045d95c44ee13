import { defineFeature } from '../../infra/features/feature.ts';
import { apiDocsPlugin } from './plugin.ts';

/** The api-docs feature as the app registers it. */
export const apiDocsFeature = defineFeature({
  name: 'api-docs',
  plugin: apiDocsPlugin,
});
