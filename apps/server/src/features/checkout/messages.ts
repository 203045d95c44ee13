import { GIFT_CARD_MESSAGES, MESSAGES } from '@plinth/commerce';
import { GIFT_CARDS_MESSAGES } from '../gift-cards/index.ts';

/**
 * Every refusal of the checkout API, in one place. The storefront spec's texts are reused verbatim
 * from @plinth/commerce, the gift cards' from their ledger (features/gift-cards); the rest (the
 * spec has none for them) are written to be read by a visitor (docs/checkout-api.md).
 */
export const CHECKOUT_MESSAGES = {
  emptyCart: MESSAGES.cart.empty,
  notEnoughStock: MESSAGES.addToCart.notEnoughStock,
  selectDenomination: GIFT_CARD_MESSAGES.selectDenomination,
  emailMissing: 'Please enter your e-mail address.',
  addressMissing: 'Please enter a shipping address.',
  noShipping: 'Sorry, we do not ship to that address.',
  shippingOptionUnknown: 'That shipping option is not available.',
  giftCardNotFound: GIFT_CARDS_MESSAGES.notFound,
  giftCardBalanceChanged: 'The balance of your gift card has changed. Please review your order.',
  alreadyPurchased: 'This cart has already been purchased.',
  orderTooLarge: 'This order is too large to pay for online. Please lower the quantities in your cart.',
  paymentInProgress: 'A payment for this cart is already in progress.',
  stillProcessing: 'This payment is still being processed. Please wait a moment and try again.',
  keyReused: 'This idempotencyKey was already used for a different request.',
  providerUnavailable: 'The payment could not be processed. Please try again.',
  paymentUnconfirmed: 'We could not confirm your payment yet. If it went through, your order confirmation will arrive by e-mail.',
  orderNotRecorded: 'We could not complete your order. Your card was not charged.',
  cartNotFound: 'Cart not found.',
  paymentNotFound: 'That payment was not found.',
  paymentNotCompleted: 'Your payment was not completed. Please try again.',
  cardDataRefused: 'Card details must not be sent to this server: the payment form hands the card to the payment provider, which answers a paymentMethodId. Send { idempotencyKey, paymentMethodId } instead.',
  subscriptionTypeRefused: 'Subscriptions can be sold only for physical and service products.',
  notSubscribable: 'This product is not sold as a subscription.',
  notGiftCard: 'This product is not a gift card.',
  itemNotFound: 'Item not found.',
  entryNotFound: 'Cart entry not found.',
  entryMismatch: 'This cart entry is not for that product.',
  entryFieldsUnparsable: 'Could not parse the form fields, please check your entries.',
} as const;
