/*
 * The identity's answers, per kind of actor (exact wording: docs/owner-api.md "Session" for owners;
 * the storefront shows the customers' as they are).
 */

/** Answer of an owner route without an owner session. */
export const OWNER_SIGN_IN_MESSAGE = 'Sign in to continue.';
/** Answer when the contributor's role lacks the permission. */
export const FORBIDDEN_MESSAGE = 'Your role does not allow this.';
/** Answer of a signed-in customer route without a live session. */
export const CUSTOMER_SIGN_IN_MESSAGE = 'Sign in to your account to continue.';
/** A signed-in customer's write without the X-SiteUser-XSRF-Token of its session. */
export const XSRF_MESSAGE = 'The account security token is missing or does not match. Sign in again.';
/** Answer to a wrong password and to an unknown e-mail alike, for both kinds (no account discovery). */
export const BAD_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
/* Too many tries: infra/rate-limit/wait-message.ts ('Too many attempts. Try again in 2 minutes.'). */
