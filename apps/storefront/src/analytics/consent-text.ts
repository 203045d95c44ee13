/** The consent banner's words (its own chunk: only a restrictive cookie policy loads it). */
export const CONSENT_LABEL = 'Cookie consent';
export const CONSENT_TEXT = 'This site uses cookies to count visits. Allow them?';
export const CONSENT_ACCEPT = 'Accept';
export const CONSENT_DECLINE = 'Decline';
