/** The captcha feature's public face: other features, the app and tests import only this. */
export { CAPTCHA_NOT_SET_UP } from './messages.ts';
export { captchaConfig, verifyCaptcha, type CaptchaConfig, type CaptchaVerdict } from './service.ts';
export { saveCaptchaSettings, type CaptchaSettings } from './repository.ts';
export { verifyAltcha as verifyProofOfWork } from './altcha.ts';
export { siteSigningKey, type SigningPurpose } from './site-keys.ts';
