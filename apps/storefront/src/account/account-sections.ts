/**
 * The signed-in account page's sections, in page order: the id each `<section>` carries (its
 * heading's id is `plinth-account-<id>`) and its heading, also the text of the page's jump links.
 */
export const ACCOUNT_SECTIONS = Object.freeze({
  orders: 'Orders',
  subscriptions: 'Subscriptions',
  addresses: 'Addresses',
  giftCard: 'Gift card balance',
  restock: 'Restock sign-ups',
  newsletter: 'Newsletter',
  profile: 'Profile',
  data: 'Your data',
  deleteAccount: 'Delete account',
  signOut: 'Sign out',
});

/** A section's key. */
export type AccountSectionKey = keyof typeof ACCOUNT_SECTIONS;

/** The id of a section's heading (the jump links point at it). */
export function sectionHeadingId(key: AccountSectionKey): string {
  return `plinth-account-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
