import { defineFeature } from '../../infra/features/feature.ts';
import { editorPlugin } from './plugin.ts';

/** The editor feature as the app registers it. */
export const editorFeature = defineFeature({
  name: 'editor',
  plugin: editorPlugin,
});
