/** The customers feature's owner-facing refusals. */
export const CUSTOMERS_MESSAGES = {
  notFound: 'No such customer.',
} as const;
