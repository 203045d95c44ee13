import { defineFeature } from '../../infra/features/feature.ts';
import { HOUSEKEEPING_EVERY_MS } from '../../infra/features/housekeeping.ts';
import { siteUsersPlugin } from './plugin.ts';
import { pruneSiteUserTokens } from './index.ts';

/** Customer accounts: sign-up, sign-in, e-mailed tokens (sessions and the `access: 'site-user'` guard are the identity's). */
export const siteUsersFeature = defineFeature({
  name: 'site-users',
  plugin: siteUsersPlugin,
  jobs: [{ name: 'pruning e-mailed tokens', everyMs: () => HOUSEKEEPING_EVERY_MS, run: ({ deps, now }) => pruneSiteUserTokens(deps.db, now) }],
});
