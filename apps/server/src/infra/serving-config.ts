/*
 * How Plinth is reached in production (issue 29), read once at start with the rest of the configuration:
 * PLINTH_TRUST_PROXY (which reverse proxies' X-Forwarded-For/-Proto/-Host are believed), PLINTH_SITE_URL
 * (the canonical address links name) and PLINTH_METRICS_TOKEN (the bearer token of GET /metrics).
 */
import { isIP } from 'node:net';

/**
 * Fastify's `trustProxy`: false (forwarded headers ignored), true (every hop trusted), a hop count, or a
 * comma list of addresses, CIDRs and the names `loopback`, `linklocal` and `uniquelocal`.
 */
export type TrustProxy = boolean | number | string;

/** The production serving settings. */
export interface ServingConfig {
  /** Whose X-Forwarded-* headers are believed. @default false */
  trustProxy: TrustProxy;
  /** The canonical origin (`https://shop.example.com`, no trailing slash) links in e-mails, feeds and sitemaps name; undefined: the request's. */
  siteUrl: string | undefined;
  /** The bearer token GET /metrics asks for; undefined: no /metrics (404). */
  metricsToken: string | undefined;
}

/** Behind nothing: forwarded headers ignored, links from the request, no metrics. */
export const DIRECT_SERVING: ServingConfig = Object.freeze({ trustProxy: false, siteUrl: undefined, metricsToken: undefined });

/** The shortest metrics token accepted: a guessable one would publish the shop's traffic. */
export const MIN_METRICS_TOKEN_LENGTH = 16;

const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an address, an address/prefix (or address/netmask), or one of the range names. */
function isTrustEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/** PLINTH_TRUST_PROXY, checked. */
export function trustProxyFromEnv(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === 'off') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 32) throw new Error(`PLINTH_TRUST_PROXY as a hop count must be from 1 to 32, not '${raw}'`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isTrustEntry(entry));
  if (bad.length) {
    throw new Error(`PLINTH_TRUST_PROXY must be 'loopback', a hop count, or a comma list of addresses, CIDRs, loopback, linklocal and uniquelocal; '${bad.join("', '")}' is none of these`);
  }
  return entries.join(',');
}

/** PLINTH_SITE_URL, checked: an http(s) origin, as `https://shop.example.com`. */
export function siteUrlFromEnv(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`PLINTH_SITE_URL must be an http:// or https:// URL such as https://shop.example.com, not '${raw}'`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PLINTH_SITE_URL must be the site's http:// or https:// address without path, query or credentials (Plinth serves from the root), not '${raw}'`);
  }
  return url.origin;
}

/** PLINTH_METRICS_TOKEN, checked: unset (no metrics) or at least 16 characters. */
export function metricsTokenFromEnv(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(raw)) throw new Error(`PLINTH_METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces (try: openssl rand -hex 32)`);
  return raw;
}

/** PLINTH_TRUST_PROXY, PLINTH_SITE_URL and PLINTH_METRICS_TOKEN; throws with a message naming the variable. */
export function servingFromEnv(env: NodeJS.ProcessEnv): ServingConfig {
  return {
    trustProxy: trustProxyFromEnv(env.PLINTH_TRUST_PROXY),
    siteUrl: siteUrlFromEnv(env.PLINTH_SITE_URL),
    metricsToken: metricsTokenFromEnv(env.PLINTH_METRICS_TOKEN),
  };
}
