/**
 * Names and limits only the event trackers use (they load with the first
 * event, events.ts), kept apart from names.ts so the script every page loads
 * does not carry them. Exact: the server and old pages read them.
 */
import { DAY, MINUTE } from './names.ts';

/** Storage keys (local storage, or cookies without it). */
export const ANALYTICS_ID_KEY = 'SS_ANALYTICS_ID';
export const ANALYTICS_EXPIRATION_KEY = 'SS_ANALYTICS_EXPIRATION';
export const SESSION_ID_KEY = 'SS_SESSION_ID';
export const FIRST_SESSION_KEY = 'SS_IS_FIRST_SESSION';
export const HAS_LANDED_KEY = 'SS_HAS_LANDED';
/** The marketing id: read when present and sent with events; the platform does not set it. */
export const MARKETING_ID_KEY = 'SS_MID';

/** The analytics id lives 390 days; the session keys 30 minutes, renewed by each event. */
export const ANALYTICS_ID_MS = 390 * DAY;
export const SESSION_MS = 30 * MINUTE;
