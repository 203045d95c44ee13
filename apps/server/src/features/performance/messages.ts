/** The performance feature's strings. */
export const BODY_NOT_JSON = 'The records must be a JSON array.';
export const NO_PAGE_LOAD_ID = 'The records name no pageLoadId.';
export const UNKNOWN_PAGE_LOAD = 'The pageLoadId is unknown or expired, or its page load sent all its records.';
export const TOO_MANY_CALLS = 'Too many performance calls; try again later.';
