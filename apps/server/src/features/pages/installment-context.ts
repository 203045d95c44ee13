/**
 * The instalment context of the storefront (storefront.md §3 "Installment
 * context per item"), from the website settings, defaulted when the site has
 * none: instalments available between $1.00 and $2,000.00, English, US.
 */
import type { InstallmentContext } from '@plinth/commerce';
import type { Website } from '../site/index.ts';

/** Used for every key the site does not set. Amounts in minor units. */
export const DEFAULT_INSTALLMENT_CONTEXT: Readonly<InstallmentContext> = Object.freeze({
  afterPayAvailable: true,
  afterPayMin: 100,
  afterPayMax: 200_000,
  shopperLanguage: 'en',
  stripeAccountCountry: 'US',
});

const KEYS = Object.keys(DEFAULT_INSTALLMENT_CONTEXT) as Array<keyof InstallmentContext>;

/**
 * Reads the context from the settings: top-level keys, `storeSettings` or an
 * `installments` group (wherever the checkout settings put them), each key
 * taken only when it has the default's type.
 */
export function installmentContextOf(website: Pick<Website, 'settings'>): InstallmentContext {
  const settings = website.settings as unknown as Record<string, unknown>;
  const sources = [settings, settings.storeSettings, settings.installments].filter(
    (source): source is Record<string, unknown> => typeof source === 'object' && source !== null,
  );
  const context: Record<string, unknown> = { ...DEFAULT_INSTALLMENT_CONTEXT };
  for (const source of sources) {
    for (const key of KEYS) {
      if (typeof source[key] === typeof DEFAULT_INSTALLMENT_CONTEXT[key]) context[key] = source[key];
    }
  }
  return context as unknown as InstallmentContext;
}
