import { defineFeature } from '../../infra/features/feature.ts';
import { setupPlugin } from './plugin.ts';

/** The setup screen's first owner and the owner's getting-started checklist (docs/owner-api.md "Setup"). */
export const setupFeature = defineFeature({
  name: 'setup',
  plugin: setupPlugin,
});
