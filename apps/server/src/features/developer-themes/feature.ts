import { defineFeature } from '../../infra/features/feature.ts';
import { platformFormatters } from './platform-formatters.ts';
import { developerThemesPlugin } from './plugin.ts';

/** Themes written for the hosted builder's developer platform (issue 31): their pages, tags and files. */
export const developerThemesFeature = defineFeature({
  name: 'developer-themes',
  plugin: developerThemesPlugin,
  formatters: platformFormatters,
});
