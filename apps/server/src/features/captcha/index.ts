/** The captcha feature's public face: other features, the app and tests import only this. */
export { CAPTCHA_NOT_SET_UP, captchaConfig, verifyCaptcha } from './captcha.ts';
export { registerCaptchaSettingsRoutes } from './owner-settings-routes.ts';
export { registerCaptchaRoutes } from './routes.ts';
export { saveCaptchaSettings } from './settings.ts';
export { captchaFeature } from './plugin.ts';
