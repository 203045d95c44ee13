/*
 * The captcha feature's wire schemas live in the contract (`@plinth/api`, routes/captcha.ts): the
 * server parses with them, the storefront and the dashboard type their calls with them.
 */
export { captchaSettingsBody, CAPTCHA_PROVIDERS, MAX_CAPTCHA_KEY_LENGTH, type CaptchaProviderName } from '@plinth/api';
