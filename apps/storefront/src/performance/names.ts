/**
 * Names and limits of the Core Web Vitals script (platform.md §7, §8 and §9 "Performance"). Exact:
 * the server and the owner's error report read them.
 */
export const VERSION = '4.8.0';
export const APP = 'storefront';
/** Values above this are dropped. */
export const MAX_VALUE = 2147483647;
/** The settings request's timeout; records are flushed as long after load too, and whenever the page is hidden. */
export const WAIT_MS = 30_000;
/** Metrics reported later than this after the start are not taken. */
export const METRICS_WAIT_MS = 60_000;
/** Images and user timings sent per page load, at most. */
export const MAX_ENTRIES = 20;

/** What goes to the client error reporting (platform.md §8 "Performance and session"). */
export const SETTINGS_TIMEOUT = 'Metric settings request timeout';
export const UNEXPECTED_STATUS = 'XHR request DONE with unexpected status';
export const NO_PAGE_LOAD_ID = 'Unable to resolve pageLoadId';
/** The event name of those reports. */
export const ERROR_EVENT = 'performanceError';
