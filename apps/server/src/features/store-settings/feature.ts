import { defineFeature } from '../../infra/features/feature.ts';
import { storeSettingsPlugin } from './plugin.ts';

/** The owner's store settings: currency, time zone, name and address, checkout switches, merchandising (issue 30 item 3). */
export const storeSettingsFeature = defineFeature({
  name: 'store-settings',
  plugin: storeSettingsPlugin,
});
