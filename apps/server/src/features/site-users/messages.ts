/*
 * The site-users feature's answers (exact wording; the storefront shows them as they are).
 */

/* The session's answers (sign in, XSRF token, wrong password, throttled) are the identity's: features/identity/messages.ts. */

/*
 * Sign-up, verification, e-mailed sign-in and password reset. The answers to a request that starts
 * from an e-mail address read the same whether or not the address has an account.
 */

/** 202 answer of a sign-up (a new account, or an e-mail saying the address has one already). */
export const SIGN_UP_ACCEPTED = 'Check your inbox: we sent an e-mail to that address with the next step.';
/** 202 answer of a sign-in code request. */
export const SIGN_IN_CODE_ACCEPTED = 'If an account uses that address, we sent it a sign-in code and a link. They work once, for 15 minutes.';
/** 202 answer of a password reset request. */
export const PASSWORD_RESET_ACCEPTED = 'If an account uses that address, we sent it a link to choose a new password. It works once, for 1 hour.';
/** 202 answer of a resent verification e-mail. */
export const VERIFICATION_SENT = 'We sent a new confirmation link to your e-mail address. It works for 24 hours.';
/** A verification e-mail asked for by an account whose address is verified. */
export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';
/** Too many e-mails asked for one address, or from one connection (the same for a known and an unknown address); the wait as Retry-After says it. */
export const emailRequestsThrottled = (wait: string): string => `Too many e-mails were requested. Try again in ${wait}.`;
/** An unknown, used or expired verification link. */
export const VERIFY_LINK_INVALID = 'This confirmation link has expired or was already used. Sign in and ask for a new one.';
/** An unknown, used or expired sign-in link. */
export const SIGN_IN_LINK_INVALID = 'This sign-in link has expired or was already used. Ask for a new one.';
/** An unknown, used or expired password reset link. */
export const RESET_LINK_INVALID = 'This password reset link has expired or was already used. Ask for a new one.';
/** A wrong, used or expired sign-in code, and a code for an unknown address, alike. */
export const WRONG_CODE = 'That code is wrong or has expired. Check the latest e-mail or ask for a new code.';
