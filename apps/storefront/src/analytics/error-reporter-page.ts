/**
 * The page's client error reporter (storefront.md §8), loaded with the first report by the stub
 * in the loader (error-reporter-stub.ts): batches go to the contract's `recordJavascriptErrors`
 * as JSON with the crumb header. Built here, in the lazy chunk, so the loader carries none of it.
 */
import { recordJavascriptErrors } from '@plinth/api/client/routes/recordJavascriptErrors';
import { createErrorReporter, type ReportError } from './error-reporter.ts';
import { post, type Fetch } from './send.ts';

/**
 * @param release the loader's file name: it names the build, so the server groups errors per release
 * @param now the clock the stub hands over (queued reports keep their own time)
 */
export function pageErrorReporter(fetch: Fetch, crumb: () => string | null, release: string, now: () => number): ReportError {
  return createErrorReporter({
    send: (batch) => void post(fetch, recordJavascriptErrors.path, JSON.stringify(batch), { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb() ?? '' }),
    now,
    // Wrapped: called as methods of this object, the bare timers throw 'Illegal invocation'.
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as number),
    common: { release },
  });
}
