import { LRUCache } from 'lru-cache';
import Bowser from 'bowser';

/*
 * What a row says about the page and the browser, read from attacker-controlled text: everything is
 * capped, and the dashboard escapes it when shown.
 */

const MAX_PATH = 500;
const MAX_REFERRER = 500;
const MAX_UTM = 200;
const MAX_UA_PART = 60;

/** A string of at most `max` characters, or null. */
export function capped(value: unknown, max: number): string | null {
  return typeof value === 'string' && value !== '' ? value.slice(0, max) : null;
}

/** The path and UTM fields of a page address (absolute, or a path). */
export interface PageAddress {
  path: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** Reads a page URL; null when it is not one. */
export function pageAddress(url: unknown): PageAddress | null {
  if (typeof url !== 'string' || url === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://site.invalid');
  } catch {
    return null;
  }
  const query = parsed.searchParams;
  return {
    path: parsed.pathname.slice(0, MAX_PATH),
    utmSource: capped(query.get('utm_source'), MAX_UTM),
    utmMedium: capped(query.get('utm_medium'), MAX_UTM),
    utmCampaign: capped(query.get('utm_campaign'), MAX_UTM),
  };
}

/** A referrer as given, capped. */
export function referrerOf(value: unknown): string | null {
  return capped(value, MAX_REFERRER);
}

/** Device type, browser and OS names of a user agent (bowser). */
export interface BrowserFacts {
  device: string | null;
  browser: string | null;
  os: string | null;
}

const NO_FACTS: BrowserFacts = Object.freeze({ device: null, browser: null, os: null });

/*
 * Parsing a user agent was a twentieth of a page view's cost (bowser walks its rules), while a
 * site's visitors send few distinct user agents: the answer is remembered per user agent.
 */
const factsByAgent = new LRUCache<string, BrowserFacts>({ max: 2000 });

/** Reads the user agent; unknown parts are null. */
export function browserFacts(userAgent: string): BrowserFacts {
  if (!userAgent) return NO_FACTS;
  let facts = factsByAgent.get(userAgent);
  if (!facts) {
    const parsed = Bowser.parse(userAgent);
    facts = Object.freeze({
      device: capped(parsed.platform.type, MAX_UA_PART),
      browser: capped(parsed.browser.name, MAX_UA_PART),
      os: capped(parsed.os.name, MAX_UA_PART),
    });
    factsByAgent.set(userAgent, facts);
  }
  return facts;
}
