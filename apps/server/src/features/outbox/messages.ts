/* The outbox feature's answers (docs/owner-api.md "Outbox"). */

/** A message id the site's outbox does not have. */
export const NO_SUCH_MESSAGE = 'No such message.';
