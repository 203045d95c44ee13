import { describe, expect, it } from 'vitest';
import { draftOf, isHosted, isNotSetUp, keepsStoredSecret, saveBody } from './captcha-settings.ts';

describe('captcha settings (dashboard)', () => {
  it('sends only the provider for ALTCHA, and trimmed keys for a hosted one (an empty secret keeps the stored one)', () => {
    expect(saveBody({ provider: 'altcha', siteKey: 'left-over', secret: 'x' })).toEqual({ provider: 'altcha' });
    expect(saveBody({ provider: 'turnstile', siteKey: ' 1x00 ', secret: '  ' })).toEqual({ provider: 'turnstile', siteKey: '1x00' });
    expect(saveBody({ provider: 'hcaptcha', siteKey: 'k', secret: ' s ' })).toEqual({ provider: 'hcaptcha', siteKey: 'k', secret: 's' });
  });

  it('starts the form from the stored settings with an empty secret', () => {
    expect(draftOf({ provider: 'recaptcha', siteKey: 'k', hasSecret: true })).toEqual({ provider: 'recaptcha', siteKey: 'k', secret: '' });
    expect(draftOf({ provider: 'altcha', siteKey: null, hasSecret: false })).toEqual({ provider: 'altcha', siteKey: '', secret: '' });
  });

  it('knows when a hosted provider lacks its keys, and when the stored secret may be kept', () => {
    expect(isHosted('altcha')).toBe(false);
    expect(isNotSetUp({ provider: 'altcha', siteKey: null, hasSecret: false })).toBe(false);
    expect(isNotSetUp({ provider: 'hcaptcha', siteKey: 'k', hasSecret: false })).toBe(true);
    expect(isNotSetUp({ provider: 'hcaptcha', siteKey: 'k', hasSecret: true })).toBe(false);
    const stored = { provider: 'recaptcha', siteKey: 'k', hasSecret: true } as const;
    expect(keepsStoredSecret({ provider: 'recaptcha', siteKey: 'k', secret: '' }, stored)).toBe(true);
    expect(keepsStoredSecret({ provider: 'turnstile', siteKey: 'k', secret: '' }, stored)).toBe(false);
  });
});
