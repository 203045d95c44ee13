import { defineFeature } from '../../infra/features/feature.ts';
import { discountsPlugin } from './plugin.ts';

/** Discounts: codes and automatic discounts the owner sets up, applied and counted at checkout (issue 30 item 6). */
export const discountsFeature = defineFeature({
  name: 'discounts',
  plugin: discountsPlugin,
});
