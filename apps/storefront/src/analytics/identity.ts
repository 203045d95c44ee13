/**
 * The analytics ids kept in storage (platform.md §9): SS_ANALYTICS_ID for 390
 * days (expiry under SS_ANALYTICS_EXPIRATION), SS_SESSION_ID renewed for 30
 * minutes by every use, SS_IS_FIRST_SESSION while the first session of a new
 * id lasts, SS_HAS_LANDED once the session's landing page was counted.
 * Without cookie consent nothing is stored: each page gets fresh ids.
 */
import { UNABLE_TO_STORE_ANALYTICS_ID } from './messages.ts';
import * as names from './tracker-names.ts';
import type { ExpiringStore } from './storage.ts';
import { newId } from './visitor.ts';

export interface Identity {
  analyticsId: string;
  sessionId: string;
  isFirstSession: boolean;
  /** True on the first page view of a session. */
  isLanding: boolean;
  marketingId: string | null;
}

export function identify(store: ExpiringStore | null): Identity {
  if (!store) return { analyticsId: newId(), sessionId: newId(), isFirstSession: true, isLanding: true, marketingId: null };
  let analyticsId = store.get(names.ANALYTICS_ID_KEY, names.ANALYTICS_EXPIRATION_KEY);
  let sessionId = store.get(names.SESSION_ID_KEY);
  if (!analyticsId) {
    analyticsId = newId();
    if (!store.set(names.ANALYTICS_ID_KEY, analyticsId, names.ANALYTICS_ID_MS, names.ANALYTICS_EXPIRATION_KEY)) console.warn(UNABLE_TO_STORE_ANALYTICS_ID);
    sessionId = null;
    store.set(names.FIRST_SESSION_KEY, 'true', names.SESSION_MS);
  }
  const isLanding = !sessionId || store.get(names.HAS_LANDED_KEY) !== 'true';
  sessionId ??= newId();
  store.set(names.SESSION_ID_KEY, sessionId, names.SESSION_MS);
  store.set(names.HAS_LANDED_KEY, 'true', names.SESSION_MS);
  const isFirstSession = store.get(names.FIRST_SESSION_KEY) === 'true';
  if (isFirstSession) store.set(names.FIRST_SESSION_KEY, 'true', names.SESSION_MS);
  return { analyticsId, sessionId, isFirstSession, isLanding, marketingId: store.get(names.MARKETING_ID_KEY) };
}
