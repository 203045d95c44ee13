/*
 * The owner feature's answers (docs/owner-api.md "Session", "Contributors"; exact wording).
 */

/* The session's answers (sign in, role, wrong password, throttled) are the identity's: features/identity/messages.ts. */

/** Adding a contributor with an e-mail the site has already. */
export const DUPLICATE_CONTRIBUTOR_MESSAGE = 'A contributor with this e-mail exists already.';
/** A contributor id the site does not have. */
export const NO_SUCH_CONTRIBUTOR_MESSAGE = 'No such contributor.';
/** Demoting the site's last ADMIN. */
export const LAST_ADMIN_MESSAGE = 'The site needs at least one ADMIN.';
/** Answer when a path's website id is not the site of the request. */
export const WEBSITE_NOT_FOUND = 'Website not found.';
