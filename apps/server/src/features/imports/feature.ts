import { defineFeature } from '../../infra/features/feature.ts';
import { INTERRUPTED_IMPORT, failRunningImports } from './imports-repository.ts';
import { importsPlugin } from './plugin.ts';

/** The imports feature as the app registers it. */
export const importsFeature = defineFeature({
  name: 'imports',
  plugin: importsPlugin,
  // An import the process was running when it died is over: its owner runs it again (it picks up where it was).
  recovery: [{ name: 'imports', run: async ({ deps, now }) => void (await failRunningImports(deps.db, now, INTERRUPTED_IMPORT)) }],
});
