/**
 * The restock words (storefront.md §4, §5), the widget's and the server's alike (the server checks
 * what the widget checks). A module of their own, apart from MESSAGES: the widget is a lazy island,
 * and the product page's runtime carries what this module holds only when it is its own.
 */
export const RESTOCK_MESSAGES = {
  signedUp: 'Signed up!',
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
} as const;

