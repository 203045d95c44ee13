import { defineFeature } from '../../infra/features/feature.ts';
import { accountPlugin } from './plugin.ts';

/** The account feature as the app registers it. */
export const accountFeature = defineFeature({
  name: 'account',
  plugin: accountPlugin,
});
