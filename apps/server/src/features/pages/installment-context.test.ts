import { describe, expect, it } from 'vitest';
import { DEFAULT_WEBSITE_SETTINGS } from '../site/index.ts';
import { DEFAULT_INSTALLMENT_CONTEXT, installmentContextOf } from './installment-context.ts';

describe('installmentContextOf', () => {
  it('defaults every key when the site sets none', () => {
    expect(installmentContextOf({ settings: DEFAULT_WEBSITE_SETTINGS })).toEqual({
      afterPayAvailable: true, afterPayMin: 100, afterPayMax: 200000, shopperLanguage: 'en', stripeAccountCountry: 'US',
    });
    expect(DEFAULT_INSTALLMENT_CONTEXT.afterPayMax).toBe(200000);
  });

  it('takes the keys the settings carry (top level, storeSettings or installments), when well typed', () => {
    const settings = {
      ...DEFAULT_WEBSITE_SETTINGS,
      storeSettings: { ...DEFAULT_WEBSITE_SETTINGS.storeSettings, afterPayAvailable: false, afterPayMax: 'lots' },
      installments: { stripeAccountCountry: 'GB', shopperLanguage: 'en' },
    } as unknown as typeof DEFAULT_WEBSITE_SETTINGS;
    expect(installmentContextOf({ settings })).toEqual({
      afterPayAvailable: false, afterPayMin: 100, afterPayMax: 200000, shopperLanguage: 'en', stripeAccountCountry: 'GB',
    });
  });
});
