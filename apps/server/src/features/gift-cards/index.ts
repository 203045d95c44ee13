/** The gift-cards feature's public face: other features, the app and tests import only this. */
export { creditGiftCard, debitGiftCard } from './gift-cards-repository.ts';
export type { GiftCard } from './gift-cards-repository.ts';
export { findGiftCardByCode, giftCardBalance, issueGiftCard, redeemableGiftCardCode } from './gift-cards-service.ts';
export type { NewGiftCard } from './gift-cards-service.ts';
export { GIFT_CARDS_MESSAGES } from './messages.ts';
