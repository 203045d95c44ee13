/**
 * What starts once a page is idle after load, so that none of it counts against the page's
 * first-load budget (design.md "Budgets"): the Core Web Vitals script (performance/, its own chunk).
 * The loader imports this module only on pages analytics counts (analytics/start.ts).
 */
import type { ReportError } from './analytics/error-reporter.ts';
import type { PageInfo } from './analytics/page.ts';

/** What the loader hands over: the window, the page's data block and the client error reporting. */
export interface AfterIdleContext {
  win: Window;
  page: PageInfo;
  reportError: ReportError;
}

/** Starts what waits for an idle page; a failure of one never stops the others. */
export function startAfterIdle(ctx: AfterIdleContext): void {
  import('./performance/start.ts').then(
    (performance) => performance.startPerformance(ctx),
    (error: unknown) => ctx.reportError('performanceError', error),
  );
  import('./recording/start.ts').then((recording) => recording.startRecording(ctx)).catch((error: unknown) => ctx.reportError('recordingError', error));
}
