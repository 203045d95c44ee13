/** The gift-cards feature's public face: other features, the app and tests import only this. */
export { creditGiftCard, debitGiftCard, findGiftCardByCode, issueGiftCard } from './gift-cards-repository.ts';
export type { GiftCard } from './gift-cards-repository.ts';
