import { defineFeature } from '../../infra/features/feature.ts';
import { captchaPlugin } from './plugin.ts';

/** The captcha feature as the app registers it. */
export const captchaFeature = defineFeature({
  name: 'captcha',
  plugin: captchaPlugin,
});
