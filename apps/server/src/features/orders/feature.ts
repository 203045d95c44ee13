import { defineFeature } from '../../infra/features/feature.ts';
import { ordersPlugin } from './plugin.ts';

/** The orders feature as the app registers it. */
export const ordersFeature = defineFeature({
  name: 'orders',
  plugin: ordersPlugin,
});
