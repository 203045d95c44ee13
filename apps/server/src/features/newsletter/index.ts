/** The newsletter feature's public face: other features, the app and tests import only this. */
export { CONFIRM_TOKEN_TTL_MS, confirmSignUp, sendNewsletterConfirmation, signUp, type SignUpResult } from './service.ts';
export type { MailingListEntry } from './repository.ts';
export { forgetNewsletterAddress, newsletterStateOf, setAccountNewsletter, type NewsletterState } from './account-subscription.ts';
export { NEWSLETTER_UNSUBSCRIBE_PAGE_PATH, unsubscribe as unsubscribeByToken } from './service.ts';
export { LINK_NOT_VALID as NEWSLETTER_LINK_NOT_VALID, UNSUBSCRIBE_PAGE as NEWSLETTER_UNSUBSCRIBE_PAGE } from './messages.ts';
