/**
 * The setup screen's choices: the browser's own time zone first (`Intl`), every zone the browser
 * knows, and the 27 store currencies of storefront.md §3 with their English names.
 */
import { CURRENCY_CODES, DEFAULT_CURRENCY } from '@plinth/commerce';

/** The zone a site gets when the browser names none (the server's default too). */
export const FALLBACK_TIME_ZONE = 'America/New_York';

/** The browser's time zone, e.g. 'Europe/Paris'. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || FALLBACK_TIME_ZONE;
  } catch {
    return FALLBACK_TIME_ZONE;
  }
}

/** Every IANA zone the browser knows, with `current` in it whatever the list holds. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** The currencies as options: code and English name ('EUR — Euro'). */
export function currencyChoices(): { code: string; label: string }[] {
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'currency' }) : null;
  return CURRENCY_CODES.map((code) => ({ code, label: names ? `${code} — ${names.of(code)}` : code }));
}

export { DEFAULT_CURRENCY };
