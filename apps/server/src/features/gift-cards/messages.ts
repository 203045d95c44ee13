/**
 * The gift-card ledger's refusals, read by a visitor at checkout and on the balance check (the spec
 * has no text for them: written to be read by a visitor).
 */
export const GIFT_CARDS_MESSAGES = {
  notFound: 'That gift card code is not valid.',
  empty: 'That gift card has no balance left.',
  otherCurrency: 'That gift card is in another currency.',
} as const;
