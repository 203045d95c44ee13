import { defineFeature } from '../../infra/features/feature.ts';
import { HOUSEKEEPING_EVERY_MS } from '../../infra/features/housekeeping.ts';
import { ownerPlugin } from './plugin.ts';
import { pruneOwnerSessions } from './sessions-repository.ts';

/** Contributors, the owner's sign-in and the access guard. */
export const ownerFeature = defineFeature({
  name: 'owner',
  plugin: ownerPlugin,
  jobs: [{ name: 'pruning owner sessions', everyMs: () => HOUSEKEEPING_EVERY_MS, run: ({ deps, now }) => pruneOwnerSessions(deps.db, now) }],
});
