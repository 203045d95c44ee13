/** The orders feature's owner-facing refusals. */
export const ORDERS_MESSAGES = {
  notFound: 'No such order.',
  noLine: (lineId: string) => `This order has no line ${lineId}.`,
  nothingToShip: 'Everything on this order has been shipped already.',
  tooManyToShip: (productName: string, left: number) => `Only ${left} of ${productName} ${left === 1 ? 'is' : 'are'} left to ship.`,
  cancelled: 'This order was cancelled.',
  refundWhat: 'Give amountCents or items to refund.',
  tooManyToRefund: (productName: string, left: number) => `Only ${left} of ${productName} can still be refunded.`,
  noPayment: 'This order has no card payment to refund.',
  nothingToRefund: 'Everything paid on this order has been refunded already.',
  refundTooLarge: (most: string) => `You can refund at most ${most} on this order.`,
  providerMissing: 'The payment provider this order was paid through is not set up any more, so it cannot refund.',
  providerRefused: (why: string) => `The payment provider did not make the refund: ${why}`,
  cannotCancelShipped: 'This order has shipped items, so it cannot be cancelled. Refund it instead.',
  invalidDay: 'Dates are YYYY-MM-DD.',
} as const;
