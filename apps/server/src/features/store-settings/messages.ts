/* The store settings' answers to the owner (Plinth's own wording; the screen shows them as they are). */

/** The site of the session is gone. */
export const WEBSITE_NOT_FOUND = 'Website not found.';

/** A currency change of a store with orders, not confirmed (409). */
export const currencyChangeNeedsConfirming = (to: string): string =>
  `The store already has orders: past orders keep the currency they were placed in. To sell in ${to} from now on, confirm the change (confirmCurrencyChange: true).`;
