import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCookieDocument } from './fake-document.ts';

interface Sent {
  url: string;
  body: string;
}

/** A window with what the analytics read: the page block, address, screen and a recording fetch. */
function fakeWindow(path: string, page: Record<string, unknown>, cookies = '') {
  const doc = fakeCookieDocument();
  for (const pair of cookies.split('; ').filter(Boolean)) doc.cookie = `${pair}; max-age=3600`;
  const sent: Sent[] = [];
  const document = Object.assign(doc, {
    getElementById: (id: string) => (id === 'plinth-page' ? { textContent: JSON.stringify(page) } : null),
    body: { className: '' },
    referrer: '',
    title: 'A page',
    querySelector: () => null,
  });
  const win = {
    document,
    location: { href: `https://shop.example${path}`, pathname: path },
    navigator: { userAgent: 'Mozilla/5.0 Test', language: 'en-US' },
    screen: { width: 1280, height: 800 },
    innerWidth: 1280,
    innerHeight: 700,
    addEventListener: () => {},
    fetch: async (url: string, init: RequestInit) => {
      sent.push({ url, body: String(init.body) });
      return new Response(null, { status: 204 });
    },
  };
  return { win: win as unknown as Window, sent };
}

// The banner is tested on its own (consent-banner.ts needs a real document); here it only must not run.
vi.mock('./consent-banner.ts', () => ({ showConsentBanner: () => {} }));

afterEach(() => vi.resetModules());

describe('recordCensus (a widget’s census call)', () => {
  it('posts event, data with the time and the widget’s fields, and ss_cvr, form-encoded like the page view', async () => {
    const { startAnalytics, recordCensus } = await import('./start.ts');
    const { win, sent } = fakeWindow('/contact', { websiteId: 'w1', pageType: 1, cookiePolicy: 'permissive' });
    startAnalytics(win);
    await vi.waitFor(() => expect(sent.map((s) => s.url)).toContain('/api/census/RecordHit'));
    expect(await recordCensus('/api/census/form-render', 'formRender', { formId: 'f1', itemId: 'f1' })).toBe(204);
    const call = sent.find((s) => s.url === '/api/census/form-render')!;
    const body = new URLSearchParams(call.body);
    expect(body.get('event')).toBe('formRender');
    expect(JSON.parse(body.get('data')!)).toEqual({ clientDate: expect.any(Number), formId: 'f1', itemId: 'f1' });
    expect(body.get('ss_cvr')).toMatch(/^[^|]+\|\d+\|\d+\|1$/);
  });

  it('sends no ss_cvr under a restrictive policy before consent, and nothing on an excluded page', async () => {
    const restrictive = await import('./start.ts');
    const first = fakeWindow('/shop/p/shirt', { websiteId: 'w1', pageType: 50, cookiePolicy: 'restrictive' });
    restrictive.startAnalytics(first.win);
    await restrictive.recordCensus('/api/census/RecordQuickView/p1', 'quickView');
    const quickView = first.sent.find((s) => s.url === '/api/census/RecordQuickView/p1')!;
    expect(new URLSearchParams(quickView.body).has('ss_cvr')).toBe(false);

    vi.resetModules();
    const excluded = await import('./start.ts');
    const search = fakeWindow('/search', { websiteId: 'w1', cookiePolicy: 'permissive' });
    excluded.startAnalytics(search.win);
    expect(await excluded.recordCensus('/api/census/form-render', 'formRender')).toBe(0);
    expect(search.sent).toEqual([]);
  });
});
