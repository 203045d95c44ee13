/** The orders feature's owner-facing refusals. */
export const ORDERS_MESSAGES = {
  notFound: 'No such order.',
} as const;
