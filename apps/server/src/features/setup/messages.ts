/* The setup feature's answers. */

/** A setup call on a site that has an owner already (also the loser of two racing calls). */
export const SETUP_DONE_MESSAGE = 'This site has an owner already: sign in instead.';
