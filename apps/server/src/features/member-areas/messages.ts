/* The member-areas feature's exact user-visible strings. */

/** The page access note of the member-area access-denied page (issue 11). */
export const PAGE_ACCESS_NOTE = 'This page is locked; available only to site members.';

/** The button that sells or grants the membership. */
export const JOIN_LABEL = 'Join';

/** Page titles. */
export const MEMBER_PAGE_TITLES = {
  accessDenied: 'Members only',
  confirmed: 'Welcome, member',
  confirmedMissing: 'Membership',
} as const;

/** Refusals. */
export const MEMBER_AREA_MESSAGES = {
  notFound: 'Member area not found.',
  customerNotFound: 'No customer account has this e-mail.',
  memberNotFound: 'This customer is not a member of this area.',
  productNotFound: 'Product not found.',
  notSubscription: 'The product must be a subscription product (with a billing period).',
  noStore: 'Add a store page first: the membership product needs one.',
  storeNotFound: 'collectionId must name a store page of this site.',
  paidNeedsProduct: 'A paid member area needs a product: { productId } or { priceCents, billingPeriod }.',
  freeHasNoProduct: 'A free member area has no product.',
  collectionNotFound: (id: string) => `Collection ${id} not found.`,
  itemNotFound: (id: string) => `Item ${id} is not in that collection.`,
  duplicateContent: 'content lists the same entry twice.',
  notForSale: 'This membership is not on sale right now.',
} as const;

/** A customer whose access the owner revoked cannot join again by themselves. */
export const REVOKED_MESSAGE = 'Your access to this member area was revoked. Contact the site owner.';
