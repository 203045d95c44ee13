import { defineFeature } from '../../infra/features/feature.ts';
import { HOUSEKEEPING_EVERY_MS } from '../../infra/features/housekeeping.ts';
import { siteUsersPlugin } from './plugin.ts';
import { pruneSiteUserSessions, pruneSiteUserTokens } from './index.ts';

/** Customer accounts, their sessions and the `access: 'site-user'` guard. */
export const siteUsersFeature = defineFeature({
  name: 'site-users',
  plugin: siteUsersPlugin,
  jobs: [
    { name: 'pruning customer sessions', everyMs: () => HOUSEKEEPING_EVERY_MS, run: ({ deps, now }) => pruneSiteUserSessions(deps.db, now) },
    { name: 'pruning e-mailed tokens', everyMs: () => HOUSEKEEPING_EVERY_MS, run: ({ deps, now }) => pruneSiteUserTokens(deps.db, now) },
  ],
});
