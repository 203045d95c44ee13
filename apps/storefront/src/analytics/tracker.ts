/**
 * The event trackers (platform.md §7 "Events"). The older one posts
 * form-encoded `crumb`, `event`, `data` to the contract's `recordEvent`. The newer
 * one sends `{ eventContent, eventSchemaName, crumb }` to
 * `recordClankerEvent`, by beacon when the browser has one (a beacon cannot
 * carry headers, hence the crumb in the body); 200 or 202 is success. Its
 * event content is the caller's fields over the auto-populated ones of the
 * newer event format (platform.md §3), with a warning for each overwrite.
 */
import { recordClankerEvent } from '@plinth/api/client/routes/recordClankerEvent';
import { recordEvent } from '@plinth/api/client/routes/recordEvent';
import { validateEventContent } from '@plinth/api/client/routes/validateEventContent';
import * as text from './messages.ts';
import { scriptUrl } from '../api/script-url.ts';
import { form, post, type Fetch } from './send.ts';
import type { ReportError } from './error-reporter.ts';

export const SOURCE_ENVIRONMENTS = ['dev', 'staging', 'prod'] as const;
export type SourceEnvironment = (typeof SOURCE_ENVIRONMENTS)[number];

/** dev on loopback and .localhost/.test hosts, staging on a host naming it, prod elsewhere. */
export function sourceEnvironmentOf(host: string): SourceEnvironment {
  if (/^(localhost|127\.|\[::1\])|\.(localhost|test)$/.test(host)) return 'dev';
  return /(^|[.-])staging([.-]|$)/.test(host) ? 'staging' : 'prod';
}

export interface TrackerContext {
  fetch: Fetch;
  /** `navigator.sendBeacon`, bound, when the browser has it. */
  beacon?: (url: string, body: Blob) => boolean;
  crumb(): string | null;
  reportError: ReportError;
  /** The auto-populated fields (see {@link autoFields}). */
  fields(): Record<string, unknown>;
}

/** The auto-populated fields of the newer event format. */
export function autoFields(win: Window, ids: { analyticsId: string; sessionId: string }, page: { websiteId?: string; locale?: string }, now: number) {
  const { location } = win;
  return {
    analytics_id: ids.analyticsId,
    session_id: ids.sessionId,
    browser_language: win.navigator.language,
    window_size: `${win.innerWidth}x${win.innerHeight}`,
    page_host: location.host,
    page_path: location.pathname,
    page_query_params: location.search.slice(1),
    page_referrer: win.document.referrer,
    user_agent: win.navigator.userAgent,
    occurrence_timestamp: now,
    source_environment: sourceEnvironmentOf(location.hostname),
    context_website_id: page.websiteId,
    website_locale: page.locale,
    resolved_locale: page.locale ?? win.navigator.language,
  };
}

/** Caller fields over the automatic ones; warns once per overwritten field. */
export function eventContent(auto: Record<string, unknown>, schemaName: string, fields: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(fields)) if (key in auto || key === 'custom_schema_name') console.warn(text.overwrittenField(key));
  return { ...auto, custom_schema_name: schemaName, ...fields };
}

/** Why an event cannot be sent, or null. */
export function invalidEvent(schemaName: string, content: Record<string, unknown>): string | null {
  if (!schemaName) return text.SCHEMA_NAME_REQUIRED;
  if (!SOURCE_ENVIRONMENTS.includes(content.source_environment as SourceEnvironment)) return text.SOURCE_ENVIRONMENT_INVALID;
  return null;
}

export function createTracker(ctx: TrackerContext) {
  const fail = (message: string, extra?: Record<string, unknown>) => {
    console.error(message);
    ctx.reportError('trackingError', new Error(message), extra);
    return false;
  };
  return {
    /** The older tracker; resolves to the status (0: failed or timed out, ignored). */
    recordEvent: (event: string, data: Record<string, unknown>): Promise<number> =>
      post(ctx.fetch, recordEvent.path, form({ crumb: ctx.crumb(), event, data: JSON.stringify(data) })),

    /**
     * The newer tracker; resolves true once the event left (beacon queued, or 200/202).
     * With `validate`, the server only checks the content against the schema.
     */
    async trackEvent(schemaName: string, fields: Record<string, unknown>, options: { validate?: boolean } = {}): Promise<boolean> {
      try {
        const content = eventContent(ctx.fields(), schemaName, fields);
        const invalid = invalidEvent(schemaName, content);
        if (invalid) return fail(invalid, { schemaName });
        const body = JSON.stringify({ eventContent: JSON.stringify(content), eventSchemaName: schemaName, crumb: ctx.crumb() });
        const url = options.validate ? scriptUrl(validateEventContent, { schema: schemaName }) : recordClankerEvent.path;
        if (!options.validate && ctx.beacon?.(url, new Blob([body], { type: 'application/json' }))) return true;
        const status = await post(ctx.fetch, url, body, { 'Content-Type': 'application/json' });
        if (status === 200 || status === 202) return true;
        // 0: failed or timed out, which analytics ignores.
        return status === 0 ? false : fail(text.trackingHttpError(status), { schemaName });
      } catch (error) {
        ctx.reportError('trackingError', error, { schemaName });
        return false;
      }
    },
  };
}

export type Tracker = ReturnType<typeof createTracker>;
