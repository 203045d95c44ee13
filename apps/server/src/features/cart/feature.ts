import { defineFeature } from '../../infra/features/feature.ts';
import { cartPlugin } from './plugin.ts';

/** The cart feature as the app registers it. */
export const cartFeature = defineFeature({
  name: 'cart',
  plugin: cartPlugin,
});
