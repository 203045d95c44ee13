import { defineFeature } from '../../infra/features/feature.ts';
import { galleryFormatters } from './gallery-formatters.ts';
import { galleriesPlugin } from './plugin.ts';

/** The galleries feature as the app registers it. */
export const galleriesFeature = defineFeature({
  name: 'galleries',
  plugin: galleriesPlugin,
  formatters: galleryFormatters,
});
