import { describe, expect, it } from 'vitest';
import { applyCaptchaUpdate, ownerCaptchaSettings } from './service.ts';
import { captchaSettingsBody } from './schemas.ts';
import type { CaptchaSettings } from './repository.ts';

const stored: CaptchaSettings = { provider: 'hcaptcha', siteKey: 'site-1', secretKey: 'secret-1', verifyUrl: 'http://127.0.0.1:1/verify' };
const update = (body: unknown) => applyCaptchaUpdate(stored, captchaSettingsBody.parse(body));

describe('owner captcha settings', () => {
  it('never shows the secret, only whether there is one', () => {
    expect(ownerCaptchaSettings(stored)).toEqual({ provider: 'hcaptcha', siteKey: 'site-1', hasSecret: true });
    expect(JSON.stringify(ownerCaptchaSettings(stored))).not.toContain('secret-1');
  });

  it('keeps the stored secret and verify override for the same provider only', () => {
    expect(update({ provider: 'hcaptcha', siteKey: 'site-2' })).toEqual({ ok: true, settings: { ...stored, siteKey: 'site-2' } });
    expect(update({ provider: 'hcaptcha', siteKey: 'site-2', secret: 'secret-2' })).toEqual({ ok: true, settings: { ...stored, siteKey: 'site-2', secretKey: 'secret-2' } });
    expect(update({ provider: 'turnstile', siteKey: 'site-2' })).toEqual({ ok: false, message: 'Turnstile needs a secret.' });
    expect(update({ provider: 'turnstile', siteKey: 'site-2', secret: 's' })).toEqual({ ok: true, settings: { provider: 'turnstile', siteKey: 'site-2', secretKey: 's', verifyUrl: null } });
  });

  it('drops hosted keys for ALTCHA, and reads blank or null keys as not given', () => {
    expect(update({ provider: 'altcha', siteKey: 'x', secret: 'y' })).toEqual({ ok: true, settings: { provider: 'altcha', siteKey: null, secretKey: null, verifyUrl: null } });
    expect(update({ provider: 'recaptcha', siteKey: null, secret: '' })).toEqual({ ok: false, message: 'reCAPTCHA needs a site key and a secret.' });
  });
});
