/**
 * The loader's side of client error reporting (storefront.md §8): every page loads this stub, not
 * the reporter. It listens for uncaught errors and unhandled rejections and queues each report
 * (event, error, extra, timestamp); the first report loads the real reporter (error-reporter.ts,
 * through error-reporter-page.ts, its own chunk), which then gets the queue with the original
 * timestamps and every later report. The reporter waits 1 s before sending anyway, so loading it
 * on demand costs nothing a visitor sees.
 */
import type { ReportError } from './error-reporter.ts';
import { MAX_ERROR_QUEUE } from './names.ts';

type Pending = [event: string, error: unknown, extra: Record<string, unknown> | undefined, timestamp: number];

/**
 * A ReportError that loads the reporter with its first report. A reporter that cannot load
 * (offline, a newer release) leaves the reports queued: there is nothing to send them with.
 * @param load makes the real reporter on the clock it is given
 */
export function lazyErrorReporter(load: (now: () => number) => Promise<ReportError>): ReportError {
  let real: ReportError | undefined;
  let queue: Pending[] | undefined;
  // While the queue drains, the reporter reads each report's own time.
  let replaying = 0;
  return (event, error, extra) => {
    if (real) return real(event, error, extra);
    if (!queue) {
      queue = [];
      void load(() => replaying || Date.now()).then((reporter) => {
        for (const [e, err, x, at] of queue!) {
          replaying = at;
          reporter(e, err, x);
        }
        replaying = 0;
        real = reporter;
      });
    }
    // The reporter keeps at most this many waiting reports: the stub keeps no more.
    if (queue.length < MAX_ERROR_QUEUE) queue.push([event, error, extra, Date.now()]);
  };
}

/** Reports the window's uncaught errors and unhandled rejections (as error-reporter.ts's listenForErrors, without loading it). */
export function catchPageErrors(win: Window, report: ReportError): void {
  win.addEventListener('error', (e) => {
    report('uncaughtError', e.error ?? e.message, { source: e.filename, line: e.lineno, column: e.colno, url: win.location.href });
  });
  win.addEventListener('unhandledrejection', (e) => report('unhandledRejection', e.reason, { url: win.location.href }));
}
