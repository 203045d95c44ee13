import { GIFT_CARD_MESSAGES, MESSAGES } from '@plinth/commerce';

/**
 * Every refusal of the checkout API, in one place. The storefront spec's texts are reused verbatim
 * from @plinth/commerce; the rest (the spec has none for them) are written to be read by a visitor.
 */
export const CHECKOUT_MESSAGES = {
  emptyCart: MESSAGES.cart.empty,
  notEnoughStock: MESSAGES.addToCart.notEnoughStock,
  selectDenomination: GIFT_CARD_MESSAGES.selectDenomination,
  emailMissing: 'Please enter your e-mail address.',
  emailInvalid: 'Email is invalid',
  addressMissing: 'Please enter a shipping address.',
  noShipping: 'Sorry, we do not ship to that address.',
  shippingOptionUnknown: 'That shipping option is not available.',
  giftCardNotFound: 'That gift card code is not valid.',
  giftCardEmpty: 'That gift card has no balance left.',
  giftCardCurrency: 'That gift card is in another currency.',
  giftCardBalanceChanged: 'The balance of your gift card has changed. Please review your order.',
  alreadyPurchased: 'This cart has already been purchased.',
  paymentInProgress: 'A payment for this cart is already in progress.',
  stillProcessing: 'This payment is still being processed. Please wait a moment and try again.',
  keyReused: 'This idempotencyKey was already used for a different request.',
  providerUnavailable: 'The payment could not be processed. Please try again.',
  paymentUnconfirmed: 'We could not confirm your payment yet. If it went through, your order confirmation will arrive by e-mail.',
  orderNotRecorded: 'We could not complete your order. Your card was not charged.',
  cartNotFound: 'Cart not found.',
  subscriptionTypeRefused: 'Subscriptions can be sold only for physical and service products.',
  notSubscribable: 'This product is not sold as a subscription.',
  notGiftCard: 'This product is not a gift card.',
  itemNotFound: 'Item not found.',
} as const;
