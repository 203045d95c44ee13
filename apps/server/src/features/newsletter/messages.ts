/*
 * The newsletter's visitor words (docs/forms-api.md "Newsletter"): the pages the e-mailed links open.
 * The e-mail itself is the theme's (themes/default/emails/newsletter-confirmation.*.jsont).
 */

/** The title of the page for a link that does nothing. */
export const LINK_NOT_VALID = 'Link not valid';

/** The confirmation link's pages. */
export const CONFIRM_PAGE = {
  doneTitle: 'Subscribed',
  done: (email: string, siteName: string) => `Thank you: ${email} will receive news from ${siteName}.`,
  unknown: 'This confirmation link is not valid or has expired. Sign up again to get a new one.',
} as const;

/** The unsubscribe link's pages. */
export const UNSUBSCRIBE_PAGE = {
  doneTitle: 'Unsubscribed',
  done: (email: string, siteName: string) => `${email} will no longer receive news from ${siteName}.`,
  unknown: 'This unsubscribe link is not valid. Use the link in the latest e-mail you received.',
} as const;
