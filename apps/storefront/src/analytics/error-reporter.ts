/**
 * Client error reporting (storefront.md §8): uncaught errors, unhandled
 * rejections and caught tracking errors are batched to
 * the contract's `recordJavascriptErrors` as a JSON array of
 * `{ event, data (JSON text), timestamp }`. Sending waits 1 s after the last
 * report; at most 10 reports wait, at most 20 sends leave a page; stacks are
 * cut at 5000 characters.
 */
import { ERROR_DEBOUNCE_MS, MAX_ERROR_QUEUE, MAX_ERROR_SENDS, MAX_STACK_LENGTH } from './names.ts';

export interface ErrorReport {
  event: string;
  data: string;
  timestamp: number;
}

export interface ErrorReporterDeps {
  send(batch: ErrorReport[]): void;
  now(): number;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** Added to every report's data, e.g. `{ release }`. */
  common?: Record<string, unknown>;
}

export type ReportError = (event: string, error: unknown, extra?: Record<string, unknown>) => void;

/** Message and stack of anything thrown, the stack cut to 5000 characters. */
export function describeError(error: unknown): { message: string; stack?: string } {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack.slice(0, MAX_STACK_LENGTH) : undefined;
  return { message: message.slice(0, MAX_STACK_LENGTH), stack };
}

export function createErrorReporter(deps: ErrorReporterDeps): ReportError {
  let queue: ErrorReport[] = [];
  let sends = 0;
  let timer: unknown;
  const flush = () => {
    timer = undefined;
    if (sends >= MAX_ERROR_SENDS || queue.length === 0) return;
    sends++;
    const batch = queue;
    queue = [];
    deps.send(batch);
  };
  return (event, error, extra) => {
    if (sends >= MAX_ERROR_SENDS || queue.length >= MAX_ERROR_QUEUE) return;
    queue.push({ event, data: JSON.stringify({ ...describeError(error), ...deps.common, ...extra }), timestamp: deps.now() });
    if (timer !== undefined) deps.clearTimer(timer);
    timer = deps.setTimer(flush, ERROR_DEBOUNCE_MS);
  };
}

/** Reports the window's uncaught errors and unhandled rejections. */
export function listenForErrors(win: Window, report: ReportError): void {
  win.addEventListener('error', (e) => {
    report('uncaughtError', e.error ?? e.message, { source: e.filename, line: e.lineno, column: e.colno, url: win.location.href });
  });
  win.addEventListener('unhandledrejection', (e) => report('unhandledRejection', e.reason, { url: win.location.href }));
}
