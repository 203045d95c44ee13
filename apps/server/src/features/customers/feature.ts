import { defineFeature } from '../../infra/features/feature.ts';
import { customersPlugin } from './plugin.ts';

/** The customers feature as the app registers it. */
export const customersFeature = defineFeature({
  name: 'customers',
  plugin: customersPlugin,
});
