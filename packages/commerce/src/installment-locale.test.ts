import { describe, expect, it } from 'vitest';
import {
  INSTALLMENT_LANGUAGES,
  INSTALLMENT_PROVIDERS,
  US_TERRITORIES,
  installmentCountry,
  installmentLanguage,
  installmentLocale,
  installmentModalPath,
  installmentProvider,
} from './installment-locale.ts';

describe('installment locale', () => {
  it('pins the providers and languages of platform.md §5', () => {
    expect(INSTALLMENT_PROVIDERS).toEqual({
      en_US: 'afterpay', en_CA: 'afterpay', fr_CA: 'afterpay', en_AU: 'afterpay', en_NZ: 'afterpay', en_GB: 'clearpay',
    });
    expect(INSTALLMENT_LANGUAGES).toEqual({ US: ['en'], CA: ['en', 'fr'], AU: ['en'], NZ: ['en'], GB: ['en'] });
    expect(US_TERRITORIES).toEqual(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
  });

  it('treats US territories as the US; other countries have no instalments', () => {
    for (const code of US_TERRITORIES) expect(installmentCountry(code)).toBe('US');
    expect(installmentCountry(' gb ')).toBe('GB');
    expect(installmentCountry('DE')).toBeNull();
    expect(installmentCountry('')).toBeNull();
    expect(installmentCountry(null)).toBeNull();
  });

  it("uses the shopper's language when supported, else the country's first", () => {
    expect(installmentLanguage('CA', 'fr')).toBe('fr');
    expect(installmentLanguage('CA', 'fr-CA')).toBe('fr');
    expect(installmentLanguage('CA', 'FR_ca')).toBe('fr');
    expect(installmentLanguage('CA', 'de')).toBe('en');
    expect(installmentLanguage('US', 'fr')).toBe('en');
    expect(installmentLanguage('GB', '')).toBe('en');
  });

  it('builds the locale and picks the provider', () => {
    expect(installmentLocale({ stripeAccountCountry: 'CA', shopperLanguage: 'fr' })).toBe('fr_CA');
    expect(installmentLocale({ stripeAccountCountry: 'VI', shopperLanguage: 'es' })).toBe('en_US');
    expect(installmentLocale({ stripeAccountCountry: 'JP', shopperLanguage: 'en' })).toBeNull();
    expect(installmentProvider('en_GB')).toBe('clearpay');
    expect(installmentProvider('en-nz')).toBe('afterpay');
    expect(installmentProvider('fr_FR')).toBeNull();
  });

  it('serves the popup per locale', () => {
    expect(installmentModalPath('en_US')).toBe('/assets/bnpl/afterpay-en_US.html');
    expect(installmentModalPath('fr-CA')).toBe('/assets/bnpl/afterpay-fr_CA.html');
    expect(installmentModalPath('en_GB')).toBe('/assets/bnpl/clearpay-en_GB.html');
    expect(installmentModalPath('de_DE')).toBeNull();
    expect(installmentModalPath('')).toBeNull();
  });
});
