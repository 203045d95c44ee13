/**
 * What starts once a page is idle after load, so that none of it counts against the page's
 * first-load budget (design.md "Budgets"): the Core Web Vitals script (performance/, in this
 * chunk: every counted page runs it, and a chunk of its own would cost a request and ~0.1 kB more)
 * and session recording (recording/, its own chunk, for sampled visits). The loader imports this
 * module only on pages analytics counts (analytics/start.ts).
 */
import type { ReportError } from './analytics/error-reporter.ts';
import type { PageInfo } from './analytics/page.ts';
import { startPerformance } from './performance/start.ts';

/** What the loader hands over: the window, the page's data block and the client error reporting. */
export interface AfterIdleContext {
  win: Window;
  page: PageInfo;
  reportError: ReportError;
}

/** Starts what waits for an idle page; a failure of one never stops the others. */
export function startAfterIdle(ctx: AfterIdleContext): void {
  import('./recording/start.ts').then((recording) => recording.startRecording(ctx)).catch((error: unknown) => ctx.reportError('recordingError', error));
  // Last: should it throw (a browser without PerformanceObserver), recording has started already.
  startPerformance(ctx);
}
