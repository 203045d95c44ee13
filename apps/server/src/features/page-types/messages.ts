/*
 * The visitor words of the special page types (issue 17). The owner's messages and limits are in
 * @plinth/api (SITE_ACCESS_MESSAGES), which the dashboard shares.
 */

/** Page titles (before ' — <site name>'). */
export const PAGE_TYPE_TITLES = Object.freeze({
  lockScreen: 'Password required',
  protectedPage: (title: string) => `${title} (protected)`,
  orderStatus: (orderNumber: number) => `Order #${orderNumber} status`,
  orderReceived: (orderNumber: number) => `Order #${orderNumber} received`,
  subscriptionConfirmed: 'Subscription confirmed',
  unsubscribed: 'Unsubscribed',
  linkNotValid: 'Link not valid',
});

/** What the lock screen and a protected page say. */
export const ACCESS_PAGE_TEXT = Object.freeze({
  lockHeading: 'This site is password protected',
  lockDefaultMessage: 'Enter the password to view the site.',
  pageHeading: (title: string) => `${title} is password protected`,
  pageDefaultMessage: 'Enter the password to view this page.',
});

/** The order pages' status words (page types 211 and 207). */
export const ORDER_PAGE_TEXT = Object.freeze({
  paid: 'Paid',
  paidTest: 'Paid (test mode)',
  received: (email: string) => `Thank you. We have received your order and sent a confirmation to ${email}.`,
  every: (value: number, unit: string) => (value === 1 ? `Every ${unit.toLowerCase()}` : `Every ${value} ${unit.toLowerCase()}s`),
  subscriptionStatus: { active: 'Active', completed: 'Completed', cancelled: 'Cancelled' } as Record<string, string>,
});
