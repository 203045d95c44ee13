import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookiesAllowed, shouldAsk } from './consent.ts';
import { cookieJar } from './cookie-jar.ts';
import { fakeCookieDocument } from './fake-document.ts';
import type { BrowserSnapshot } from './hit.ts';
import { recordPageView } from './page-view.ts';
import { post, type Fetch } from './send.ts';

const browser: BrowserSnapshot = {
  url: 'https://shop.example/p/tee?utm_source=news', referrer: 'https://ref.example/', title: 'Tee', userAgent: 'UA', language: 'de-DE',
  viewport: { width: 800, height: 600 }, screen: { width: 1920, height: 1080 },
};
const page = { websiteId: 'w1', pageType: 50, locale: 'en-US', collectionId: 'c1', itemId: 'i1', recordType: 11, cookiePolicy: 'permissive' as const };

function recordingFetch(status = 200) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch: Fetch = async (url, init) => {
    calls.push({ url, init });
    return new Response(null, { status });
  };
  return { calls, fetch };
}

afterEach(() => vi.useRealTimers());

describe('recordPageView', () => {
  it('posts event, data and ss_cvr form-encoded, and sets ss_cvr and ss_cvt', async () => {
    const doc = fakeCookieDocument(() => 1000);
    const jar = cookieJar(doc);
    const { calls, fetch } = recordingFetch();
    expect(await recordPageView({ jar, fetch, page, browser, now: 1000, cookiesAllowed: true })).toBe(200);
    expect(calls[0].url).toBe('/api/census/RecordHit');
    expect(calls[0].init.method).toBe('POST');
    const body = calls[0].init.body as URLSearchParams;
    const [id, first, last, count] = body.get('ss_cvr')!.split('|');
    expect([first, last, count]).toEqual(['1000', '1000', '1']);
    expect(jar.get('ss_cvr')).toBe(body.get('ss_cvr'));
    expect(jar.get('ss_cvt')).toBe('1000');
    expect(body.get('event')).toBe('pageView');
    expect(JSON.parse(body.get('data')!)).toMatchObject({
      websiteId: 'w1', website_locale: 'en-US', member_locale: 'de-DE', visitorCookie: id, userAgent: 'UA', clientDate: 1000,
      viewportWidth: 800, viewportHeight: 600, screenWidth: 1920, screenHeight: 1080, url: browser.url, title: 'Tee',
      itemId: 'i1', recordType: 11, collectionId: 'c1', pageType: 50, referrer: 'https://ref.example/',
    });
  });
  it('counts a second visit once the 30-minute visit cookie is gone', async () => {
    let now = 0;
    const jar = cookieJar(fakeCookieDocument(() => now));
    const { calls, fetch } = recordingFetch();
    await recordPageView({ jar, fetch, page, browser, now, cookiesAllowed: true });
    now = 10 * 60_000;
    await recordPageView({ jar, fetch, page, browser, now, cookiesAllowed: true });
    expect(jar.get('ss_cvr')!.split('|').slice(1)).toEqual(['0', '0', '1']);
    now = 41 * 60_000;
    await recordPageView({ jar, fetch, page, browser, now, cookiesAllowed: true });
    expect(jar.get('ss_cvr')!.split('|').slice(1)).toEqual(['0', String(now), '2']);
    expect(calls).toHaveLength(3);
  });
  it('without consent clears every ss_ cookie and sends no ss_cvr', async () => {
    const doc = fakeCookieDocument();
    const jar = cookieJar(doc);
    for (const name of ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']) jar.set(name, 'x', 60_000);
    jar.set('crumb', 'c', 60_000);
    const { calls, fetch } = recordingFetch();
    await recordPageView({ jar, fetch, page, browser, now: 5, cookiesAllowed: false });
    expect(doc.cookie).toBe('crumb=c');
    const body = calls[0].init.body as URLSearchParams;
    expect(body.has('ss_cvr')).toBe(false);
    expect(JSON.parse(body.get('data')!).visitorCookie).toBeNull();
  });
  it('ignores a failed hit', async () => {
    const jar = cookieJar(fakeCookieDocument());
    const fetch: Fetch = () => Promise.reject(new TypeError('offline'));
    expect(await recordPageView({ jar, fetch, page, browser, now: 1, cookiesAllowed: true })).toBe(0);
  });
});

describe('post', () => {
  it('abandons a request after 2500 ms', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch: Fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        signal = init.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const status = post(fetch, '/x', 'b');
    await vi.advanceTimersByTimeAsync(2499);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await status).toBe(0);
  });
});

describe('cookie policy', () => {
  it('allows cookies under a permissive policy or after Accept', () => {
    expect(cookiesAllowed('permissive', null)).toBe(true);
    expect(cookiesAllowed('restrictive', null)).toBe(false);
    expect(cookiesAllowed('restrictive', 'declined')).toBe(false);
    expect(cookiesAllowed('restrictive', 'accepted')).toBe(true);
  });
  it('asks only under a restrictive policy before any answer', () => {
    expect(shouldAsk('permissive', null)).toBe(false);
    expect(shouldAsk('restrictive', null)).toBe(true);
    expect(shouldAsk('restrictive', 'declined')).toBe(false);
    expect(shouldAsk('restrictive', 'accepted')).toBe(false);
    expect(shouldAsk('restrictive', 'maybe')).toBe(true);
  });
});
