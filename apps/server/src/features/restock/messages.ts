/*
 * The restock feature's visitor and owner words (storefront.md §4, §5, §8; docs/restock-api.md). The
 * notice e-mail is the theme's (themes/default/emails/restock-notice.*.jsont). The words the widget
 * shows too have one home, @plinth/commerce's RESTOCK_MESSAGES.
 */
import { RESTOCK_MESSAGES as WIDGET_WORDS } from '@plinth/commerce';

/** storefront.md §8: the server's messages for a refused sign-up or send. */
export const RESTOCK_MESSAGES = {
  notFound: 'This item could not be found.',
  inStock: 'This item is in stock.',
  stillSoldOut: 'This item is still sold out.',
} as const;

/** storefront.md §5 (the server checks what the widget checks). */
export const EMAIL_BLANK = WIDGET_WORDS.emailBlank;
export const EMAIL_INVALID = WIDGET_WORDS.emailInvalid;

/** storefront.md §5: the captcha was shown but not completed. */
export const CAPTCHA_INCOMPLETE = WIDGET_WORDS.captchaIncomplete;
/** The token did not verify (expired, spent, forged). */
export const CAPTCHA_FAILED = 'The CAPTCHA could not be verified. Please try again.';
/** The hosted provider did not answer. */
export const CAPTCHA_UNAVAILABLE = 'The CAPTCHA could not be checked right now. Please try again.';

/** The default success text of the widget (storefront.md §4). */
export const RESTOCK_SUCCESS_DEFAULT = WIDGET_WORDS.signedUp;

/** Heading and sentence of the unsubscribe page, by outcome. */
export const UNSUBSCRIBE_TEXT = {
  done: { title: 'You are unsubscribed', body: 'Your back-in-stock sign-up was removed. You will get no more e-mails about this item.' },
  unknown: { title: 'Link not valid', body: 'This link is not valid or was used already. Nothing was changed.' },
} as const;
