/*
 * The site-users feature's answers (exact wording; the storefront shows them as they are).
 */

/** Answer of a signed-in route without a live session. */
export const SIGN_IN_MESSAGE = 'Sign in to your account to continue.';
/** Answer to a wrong password and to an unknown e-mail alike (no one can probe who is a customer). */
export const BAD_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
/** Answer after 5 failures in 15 minutes for one account or one address. */
export const THROTTLED_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
/** A signed-in write without the X-SiteUser-XSRF-Token of its session. */
export const XSRF_MESSAGE = 'The account security token is missing or does not match. Sign in again.';
