/**
 * The customer's language (platform.md §7): `siteUserLocale` (`{ language }`),
 * sent only when a translation widget reports a current language, and only for a signed-in
 * customer. The theme has no translation widget yet: the widget, when it lands, calls
 * {@link reportCurrentLanguage} with the language it shows (on start and on every change).
 */
import { siteUserLocale } from '@plinth/api/client/routes/siteUserLocale';
import { isSignedIn } from './site-user-info.ts';
import type { ApiResult } from '../api/json-call.ts';
import { siteUserCaller, type SiteUserCaller } from './site-user-call.ts';

/** What happened to a report: not sent (and why), or the server's answer. */
export type LocaleReport = { sent: false; reason: 'no-language' | 'signed-out' } | { sent: true; result: ApiResult<{ language: string }> };

/**
 * Reports the language a translation widget shows.
 * @param language the widget's current language (a tag such as `fr` or `en-GB`); null or blank when it reports none
 * @example await reportCurrentLanguage(widget.currentLanguage)
 */
export async function reportCurrentLanguage(
  language: string | null | undefined,
  options: { caller?: SiteUserCaller; cookies?: () => string } = {},
): Promise<LocaleReport> {
  const tag = language?.trim();
  if (!tag) return { sent: false, reason: 'no-language' };
  const cookies = options.cookies ?? (() => document.cookie);
  if (!isSignedIn(cookies())) return { sent: false, reason: 'signed-out' };
  const caller = options.caller ?? siteUserCaller;
  return { sent: true, result: await caller.signedIn(siteUserLocale, { body: { language: tag } }) };
}
