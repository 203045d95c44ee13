/*
 * The owner feature's answers (docs/owner-api.md "Session", "Contributors"; exact wording).
 */

/** Answer without an owner session. */
export const SIGN_IN_MESSAGE = 'Sign in to continue.';
/** Answer when the contributor's role lacks the permission. */
export const FORBIDDEN_MESSAGE = 'Your role does not allow this.';
/** Answer to a wrong password and to an unknown e-mail alike (no account discovery). */
export const BAD_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
/** Answer after 5 failures in 15 minutes for one e-mail or address. */
export const THROTTLED_MESSAGE = 'Too many sign-in attempts. Please try again in a few minutes.';
/** Adding a contributor with an e-mail the site has already. */
export const DUPLICATE_CONTRIBUTOR_MESSAGE = 'A contributor with this e-mail exists already.';
/** A contributor id the site does not have. */
export const NO_SUCH_CONTRIBUTOR_MESSAGE = 'No such contributor.';
/** Demoting the site's last ADMIN. */
export const LAST_ADMIN_MESSAGE = 'The site needs at least one ADMIN.';
/** Answer when a path's website id is not the site of the request. */
export const WEBSITE_NOT_FOUND = 'Website not found.';
