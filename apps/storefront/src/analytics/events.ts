/**
 * The event trackers of a page, loaded on the first tracked event (a chunk of
 * its own, so that pages without events do not pay for it): the analytics
 * ids from storage and the trackers over them.
 */
import { identify } from './identity.ts';
import type { AnalyticsContext } from './start.ts';
import { expiringStore, localStorageOrNull } from './storage.ts';
import { autoFields, createTracker, type Tracker } from './tracker.ts';

let tracker: Tracker | null = null;

/** The page's trackers, made once. */
export function pageTracker(ctx: AnalyticsContext): Tracker {
  if (tracker) return tracker;
  const { win, jar } = ctx;
  const ids = () => identify(ctx.cookiesAllowed() ? expiringStore(localStorageOrNull(win), jar, Date.now) : null);
  let current = ids();
  // After the visitor accepts cookies, the ids are stored from the next event on.
  let stored = ctx.cookiesAllowed();
  tracker = createTracker({
    fetch: ctx.fetch,
    beacon: win.navigator.sendBeacon?.bind(win.navigator),
    crumb: ctx.crumb,
    reportError: ctx.reportError,
    fields() {
      if (!stored && ctx.cookiesAllowed()) [current, stored] = [ids(), true];
      return autoFields(win, current, ctx.page, Date.now());
    },
  });
  return tracker;
}
