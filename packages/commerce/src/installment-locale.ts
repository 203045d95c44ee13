/**
 * Which buy-now-pay-later provider and language an instalment badge uses
 * (platform.md §5 Buy-now-pay-later, §9 US territories), and where Plinth
 * serves the provider's information popup for that locale.
 */
import { normalizeCode } from './shipping-location.ts';

export type InstallmentProvider = 'afterpay' | 'clearpay';

/** Payment countries with instalments, each with its supported languages (the first is the fallback). */
export const INSTALLMENT_LANGUAGES = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
} as const satisfies Record<string, readonly string[]>;

export type InstallmentCountry = keyof typeof INSTALLMENT_LANGUAGES;

/** The provider per locale: one for en_US, en_CA, fr_CA, en_AU and en_NZ, another for en_GB. */
export const INSTALLMENT_PROVIDERS = {
  en_US: 'afterpay',
  en_CA: 'afterpay',
  fr_CA: 'afterpay',
  en_AU: 'afterpay',
  en_NZ: 'afterpay',
  en_GB: 'clearpay',
} as const satisfies Record<string, InstallmentProvider>;

export type InstallmentLocale = keyof typeof INSTALLMENT_PROVIDERS;

/** The United States and its territories, all paid as US (platform.md §9). */
export const US_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

/**
 * The instalment country of a payment account's country: a US territory is
 * the US; a country without instalments gives null (case-insensitive).
 * @example installmentCountry('pr') // 'US'
 * @example installmentCountry('DE') // null
 */
export function installmentCountry(stripeAccountCountry: string | null | undefined): InstallmentCountry | null {
  const code = normalizeCode(stripeAccountCountry);
  if ((US_TERRITORIES as readonly string[]).includes(code)) return 'US';
  return Object.hasOwn(INSTALLMENT_LANGUAGES, code) ? (code as InstallmentCountry) : null;
}

/**
 * The badge language: the shopper's language when the country supports it,
 * else the country's first language. 'fr-CA', 'fr_CA' and 'FR' all read as 'fr'.
 * @example installmentLanguage('CA', 'fr-CA') // 'fr'
 * @example installmentLanguage('US', 'es') // 'en'
 */
export function installmentLanguage(country: InstallmentCountry, shopperLanguage: string | null | undefined): string {
  const supported: readonly string[] = INSTALLMENT_LANGUAGES[country];
  const language = (shopperLanguage ?? '').trim().split(/[-_]/)[0].toLowerCase();
  return supported.includes(language) ? language : supported[0];
}

/**
 * The badge locale, `{language}_{country}`, or null when the account's
 * country has no instalments.
 * @example installmentLocale({ stripeAccountCountry: 'GU', shopperLanguage: 'en' }) // 'en_US'
 */
export function installmentLocale(context: {
  stripeAccountCountry: string | null | undefined;
  shopperLanguage: string | null | undefined;
}): InstallmentLocale | null {
  const country = installmentCountry(context.stripeAccountCountry);
  if (country === null) return null;
  return `${installmentLanguage(country, context.shopperLanguage)}_${country}` as InstallmentLocale;
}

/** Reads 'en_US', 'en-US' or 'EN_us' as a supported locale, or null. */
function parseLocale(locale: string): InstallmentLocale | null {
  const [language = '', country = ''] = locale.trim().split(/[-_]/);
  const key = `${language.toLowerCase()}_${country.toUpperCase()}`;
  return Object.hasOwn(INSTALLMENT_PROVIDERS, key) ? (key as InstallmentLocale) : null;
}

/**
 * The provider for a locale, or null when the locale has none.
 * @example installmentProvider('en_GB') // 'clearpay'
 */
export function installmentProvider(locale: string): InstallmentProvider | null {
  const key = parseLocale(locale);
  return key === null ? null : INSTALLMENT_PROVIDERS[key];
}

/**
 * The path of the information popup HTML Plinth serves for a locale (storefront
 * §7: chosen by locale), or null when the locale has no provider. If it fails
 * to load, the popup only logs a console warning (storefront §8).
 * @example installmentModalPath('fr-CA') // '/assets/bnpl/afterpay-fr_CA.html'
 */
export function installmentModalPath(locale: string): string | null {
  const key = parseLocale(locale);
  return key === null ? null : `/assets/bnpl/${INSTALLMENT_PROVIDERS[key]}-${key}.html`;
}
