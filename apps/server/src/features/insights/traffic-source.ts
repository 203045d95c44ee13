/*
 * Where a session came from, as the top lists and the sales by source show it: the UTM source when
 * the landing URL had one, else the referrer's host, else 'Direct'.
 */

/** The source of sessions with neither a UTM source nor a referrer. */
export const DIRECT = 'Direct';

/** Longest dimension value kept (paths and referrers are attacker-controlled and capped). */
export const MAX_VALUE_LENGTH = 300;

/** Trimmed and capped; empty is null. */
export function cleanValue(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text.slice(0, MAX_VALUE_LENGTH) : null;
}

/**
 * The host of a referrer URL without `www.`; a value that is not a URL is kept as it is (capped).
 * @example referrerHost('https://www.google.com/search?q=x') // 'google.com'
 */
export function referrerHost(referrer: string | null): string | null {
  const text = cleanValue(referrer);
  if (!text) return null;
  try {
    const host = new URL(text).hostname.toLowerCase();
    return host ? host.replace(/^www\./, '') : text;
  } catch {
    return text;
  }
}

/** The session's source: UTM source, referrer host (by `host`, e.g. a remembering one) or {@link DIRECT}. */
export function trafficSource(utmSource: string | null, referrer: string | null, host: (referrer: string | null) => string | null = referrerHost): string {
  return cleanValue(utmSource)?.toLowerCase() ?? host(referrer) ?? DIRECT;
}
