import { defineFeature } from '../../infra/features/feature.ts';
import { ownerPlugin } from './plugin.ts';

/** Contributors and the owner's sign-in (sessions, pruning and the access guard are the identity's). */
export const ownerFeature = defineFeature({
  name: 'owner',
  plugin: ownerPlugin,
});
