/* The site feature's answers. */

/** Answer for a Host no site answers (the default site answers any unknown host, so only without one). */
export const NO_WEBSITE_MESSAGE = 'No website answers this host.';
