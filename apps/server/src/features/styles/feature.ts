import { defineFeature } from '../../infra/features/feature.ts';
import { stylesPlugin } from './plugin.ts';

/** The styles feature as the app registers it. */
export const stylesFeature = defineFeature({
  name: 'styles',
  plugin: stylesPlugin,
});
