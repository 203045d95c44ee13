/*
 * The environment a record was measured in (platform.md §9 "Performance": staging, dev or prod by
 * host name), told by the host the records were posted to — the page's own, as the script posts
 * to its origin. Decided here rather than in the browser: it saves the script's bytes and a
 * visitor cannot set it.
 */

export type PerformanceEnvironment = 'dev' | 'staging' | 'prod';

/**
 * 'dev' on a local host, 'staging' on a staging host, else 'prod'.
 * @example environmentOf('shop.test') // 'dev'
 * @example environmentOf('staging.shop.example') // 'staging'
 */
export function environmentOf(hostname: string): PerformanceEnvironment {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (/^(localhost|127\.[\d.]+|\[::1\])$|\.(local|localhost|test)$/.test(host)) return 'dev';
  return /(^|[.-])staging([.-]|$)/.test(host) ? 'staging' : 'prod';
}
