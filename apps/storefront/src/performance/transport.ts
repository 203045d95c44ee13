/**
 * The script's two calls (platform.md §7 "Performance"): the settings request for a page-load id
 * (XHR, 30 s timeout; a non-200 status is an error, except 0, which is ignored) and the records
 * (a beacon, or XHR as text/plain when the beacon is refused). Errors go to the client error
 * reporting with the spec's texts.
 */
import type { ReportError } from '../analytics/error-reporter.ts';
import { ERROR_EVENT, NO_PAGE_LOAD_ID, RECORDS_URL, SETTINGS_TIMEOUT, SETTINGS_TIMEOUT_MS, SETTINGS_URL, UNEXPECTED_STATUS } from './names.ts';
import type { PerformanceRecord } from './records.ts';

/**
 * One XHR; resolves to its response text when the status is the expected one, else to null,
 * reporting an unexpected status (0 — aborted, offline, timed out — is ignored).
 */
function xhr(win: Window, report: ReportError, url: string, expected: number, body?: string): Promise<string | null> {
  return new Promise((resolve) => {
    const request = new (win as Window & typeof globalThis).XMLHttpRequest();
    request.open(body === undefined ? 'GET' : 'POST', url);
    if (body === undefined) {
      request.timeout = SETTINGS_TIMEOUT_MS;
      request.ontimeout = () => report(ERROR_EVENT, new Error(SETTINGS_TIMEOUT));
    } else request.setRequestHeader('Content-Type', 'text/plain;charset=UTF-8');
    request.onloadend = () => {
      if (request.status === expected) return resolve(request.responseText);
      if (request.status) report(ERROR_EVENT, new Error(UNEXPECTED_STATUS), { status: request.status, url });
      resolve(null);
    };
    request.send(body);
  });
}

/**
 * Asks for the page-load id; resolves to it, or to null (after reporting why).
 * @param query the page's type, collection and viewport width
 */
export function requestPageLoadId(win: Window, query: string, report: ReportError): Promise<string | null> {
  return xhr(win, report, `${SETTINGS_URL}?${query}`, 200).then((text) => {
    if (text === null) return null;
    let id: unknown;
    try {
      id = JSON.parse(text).pageLoadId;
    } catch {
      // Read below as no id.
    }
    if (typeof id === 'string' && id) return id;
    report(ERROR_EVENT, new Error(NO_PAGE_LOAD_ID));
    return null;
  });
}

/** Sends records by beacon, or by XHR as text/plain when the browser refuses the beacon. */
export function sendRecords(win: Window, records: PerformanceRecord[], report: ReportError): void {
  const body = JSON.stringify(records);
  if (!win.navigator.sendBeacon?.(RECORDS_URL, body)) void xhr(win, report, RECORDS_URL, 204, body);
}
