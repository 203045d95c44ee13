import { describe, expect, it } from 'vitest';
import { cookieJar } from './cookie-jar.ts';
import { fakeCookieDocument } from './fake-document.ts';
import { pageTracker } from './events.ts';
import type { Fetch } from './send.ts';
import type { AnalyticsContext } from './start.ts';
import type { KeyValueStorage } from './storage.ts';

/** The window parts the trackers read, as a test double. */
function fakeWindow(storage: KeyValueStorage): Window {
  return {
    localStorage: storage,
    location: new URL('https://staging.shop.example/shop/tee?utm_source=news'),
    document: { referrer: 'https://ref.example/' },
    navigator: { language: 'fr-FR', userAgent: 'UA' },
    innerWidth: 390,
    innerHeight: 844,
  } as unknown as Window;
}

describe('pageTracker', () => {
  it('fills the newer format from the page and stores the ids only once cookies are allowed', async () => {
    const map = new Map<string, string>();
    const storage: KeyValueStorage = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
    const bodies: string[] = [];
    const fetch: Fetch = async (_url, init) => {
      bodies.push(init.body as string);
      return new Response(null, { status: 202 });
    };
    let allowed = false;
    const ctx: AnalyticsContext = {
      win: fakeWindow(storage),
      jar: cookieJar(fakeCookieDocument()),
      fetch,
      page: { websiteId: 'w1', locale: 'en-US', cookiePolicy: 'restrictive' },
      crumb: () => 'c1',
      cookiesAllowed: () => allowed,
      reportError: () => {},
    };
    const tracker = pageTracker(ctx);
    expect(await tracker.trackEvent('CommerceShopping', { event_name: 'view_cart' })).toBe(true);
    const first = JSON.parse(JSON.parse(bodies[0]).eventContent);
    expect(first).toMatchObject({
      browser_language: 'fr-FR', window_size: '390x844', page_host: 'staging.shop.example', page_path: '/shop/tee',
      page_query_params: 'utm_source=news', page_referrer: 'https://ref.example/', user_agent: 'UA', source_environment: 'staging',
      context_website_id: 'w1', website_locale: 'en-US', resolved_locale: 'en-US', custom_schema_name: 'CommerceShopping', event_name: 'view_cart',
    });
    expect(map.size).toBe(0);
    allowed = true;
    await tracker.trackEvent('CommerceShopping', { event_name: 'view_cart' });
    const second = JSON.parse(JSON.parse(bodies[1]).eventContent);
    expect(map.get('SS_ANALYTICS_ID')).toBe(second.analytics_id);
    expect(second.analytics_id).not.toBe(first.analytics_id);
    expect(pageTracker(ctx)).toBe(tracker);
  });
});
