import { defineFeature } from '../../infra/features/feature.ts';
import { formWidgetFormatters } from './form-widgets.ts';
import { formsPlugin } from './plugin.ts';

/** The forms feature as the app registers it. */
export const formsFeature = defineFeature({
  name: 'forms',
  plugin: formsPlugin,
  formatters: formWidgetFormatters,
});
