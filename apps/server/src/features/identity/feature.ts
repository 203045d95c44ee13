import { defineFeature } from '../../infra/features/feature.ts';
import { HOUSEKEEPING_EVERY_MS } from '../../infra/features/housekeeping.ts';
import { identityPlugin } from './plugin.ts';
import { pruneSessions } from './session-store.ts';

/** One identity for owners and customers: sessions, cookies, the access guard, passwords, the sign-in throttle. */
export const identityFeature = defineFeature({
  name: 'identity',
  plugin: identityPlugin,
  jobs: [
    { name: 'pruning owner sessions', everyMs: () => HOUSEKEEPING_EVERY_MS, run: ({ deps, now }) => pruneSessions(deps.db, 'owner', now) },
    { name: 'pruning customer sessions', everyMs: () => HOUSEKEEPING_EVERY_MS, run: ({ deps, now }) => pruneSessions(deps.db, 'customer', now) },
  ],
});
