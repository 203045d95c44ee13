import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SUCCESS_CARD, desktopUserAgent, fillCard, payAndWaitForOrder, fillContact, newVisitor, openProduct } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';

/**
 * Issue 12 in Chromium against `plinth start` (rollups every 2 s in the e2e server): a visitor
 * arrives from a campaign, views a product, adds it, checks out and pays; the owner then reads the
 * visit in the dashboard's real-time list and the sale in the funnel and in the sales by campaign.
 * Pages without analytics (the search page, a page not found) send no page view, and a signed-in
 * owner's own visits are not counted.
 */
describe('visitor analytics', () => {
  let browser: Browser;
  let owner: BrowserContext;
  let dashboard: Page;
  let userAgent: string;
  const campaign = `e2e-journey-${Date.now()}`;

  /** The analytics calls a page sends, by path. */
  const analyticsCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/census/') || pathname.startsWith('/api/v1/clanker/') || pathname.startsWith('/api/events/')) calls.push(pathname);
    });
    return calls;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    userAgent = await desktopUserAgent(browser);
    owner = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, userAgent });
    dashboard = await owner.newPage();
    await signInOwner(dashboard, '/config/analytics');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a visit from a campaign that ends in a purchase sends its page views and commerce events', async () => {
    const { page, errors } = await newVisitor(browser, baseURL, userAgent);
    const calls = analyticsCalls(page);
    await page.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await expect.poll(() => calls.filter((path) => path === '/api/census/RecordHit').length).toBe(1);
    // Counted with cookies under the default (permissive) policy.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'ss_cvr')?.value).toMatch(/^[0-9a-f]+\|\d+\|\d+\|1$/);
    expect(cookies.find((cookie) => cookie.name === 'ss_cvt')).toBeDefined();

    await openProduct(page, '/shop/stoneware-mug');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.locator('.plinth-add-to-cart__button').textContent(), { timeout: 4000 }).toBe('Added!');
    await expect.poll(() => calls.includes('/api/v1/clanker/events')).toBe(true);
    await page.goto('/cart');
    await page.locator('[data-island="CartPage"][data-hydrated="true"]').waitFor();
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByLabel('Card number').waitFor();
    await fillContact(page, `analytics-${Date.now()}@example.com`);
    await fillCard(page, SUCCESS_CARD);
    await payAndWaitForOrder(page);
    await page.locator('[data-island="OrderConfirmed"][data-hydrated="true"]').waitFor();
    // home, product, cart, checkout and the confirmation: five page views; add to cart, view cart,
    // checkout and purchase went to the newer tracker.
    await expect.poll(() => calls.filter((path) => path === '/api/census/RecordHit').length).toBe(5);
    await expect.poll(() => calls.filter((path) => path === '/api/v1/clanker/events').length).toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
  });

  it('the owner reads the visit in real time and the sale in the funnel and by campaign', async () => {
    // The rollup runs every 2 s in the e2e server: wait until it holds the campaign's order.
    await expect
      .poll(
        async () => {
          const answer = await dashboard.request.get('/api/owner/analytics/funnel');
          const funnel = (await answer.json()) as { byCampaign: Array<{ value: string; orders: number }> };
          return funnel.byCampaign.find((row) => row.value === campaign)?.orders ?? 0;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(1);
    await dashboard.goto('/config/analytics');
    await dashboard.getByRole('region', { name: 'Last 30 minutes' }).getByText('Page views', { exact: true }).waitFor();
    const reading = dashboard.getByRole('region', { name: 'Pages being read' });
    await reading.getByRole('row').filter({ hasText: '/shop/stoneware-mug' }).waitFor();
    await reading.getByRole('row').filter({ hasText: '/checkout' }).waitFor();

    const funnel = dashboard.getByRole('region', { name: 'Purchase funnel' });
    for (const step of ['Product view', 'Added to cart', 'Checkout', 'Purchase']) await funnel.getByRole('row').filter({ hasText: step }).first().waitFor();
    const byCampaign = dashboard.getByRole('region', { name: 'Sales by UTM campaign' });
    const row = byCampaign.getByRole('row').filter({ hasText: campaign });
    await row.waitFor();
    // Campaign, sessions, orders, revenue, conversion: one order from one visit.
    expect((await row.textContent())?.replace(/\s+/g, ' ')).toMatch(new RegExp(`${campaign}\\s*1\\s*1\\s*\\$[\\d.,]+\\s*100\\.0%`));
    await dashboard.screenshot({ path: `${SCREENSHOTS}/dashboard-analytics.png`, fullPage: true });
  });

  it('sends no page view from the search page or a page not found, nor counts the signed-in owner', async () => {
    // Page views of the last 30 minutes, as the owner's real-time view counts them.
    const counted = async () => ((await (await dashboard.request.get('/api/owner/analytics/realtime')).json()) as { pageViews: number }).pageViews;
    const before = await counted();
    const { page } = await newVisitor(browser, baseURL, userAgent);
    const calls = analyticsCalls(page);
    await page.goto('/search?q=mug');
    await page.goto('/no-such-page-for-analytics');
    await page.goto('/');
    await expect.poll(() => calls.filter((path) => path === '/api/census/RecordHit').length).toBe(1);
    expect(calls).toEqual(['/api/census/RecordHit']);
    await expect.poll(counted, { timeout: 10_000 }).toBe(before + 1);

    // The owner's browser sends its page view too, and the server does not count it.
    const ownerPage = await owner.newPage();
    const ownerCalls = analyticsCalls(ownerPage);
    await ownerPage.goto('/shop');
    await expect.poll(() => ownerCalls.filter((path) => path === '/api/census/RecordHit').length).toBe(1);
    await ownerPage.waitForTimeout(1500);
    expect(await counted()).toBe(before + 1);
    await ownerPage.close();
  });

  it('an error thrown in an island reaches the owner grouped, with the stack mapped to our source', async () => {
    const { page } = await newVisitor(browser, baseURL, userAgent);
    // A broken island: the variant picker gets a product without variants, so its render throws a
    // TypeError inside our bundle; React reports it to the window, and the reporter sends it.
    await page.route('**/shop/merino-crew-tee', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/data-island="VariantSelect" data-props="[^"]*"/, 'data-island="VariantSelect" data-props="{&quot;product&quot;:{&quot;id&quot;:&quot;broken&quot;}}"');
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
    });
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/events/RecordJavascriptErrors');
    await page.goto('/shop/merino-crew-tee');
    const batch = JSON.parse((await sent).postData() ?? '[]') as Array<{ event: string; data: string }>;
    expect(batch.map((report) => report.event)).toContain('uncaughtError');

    type Group = { message: string; count: number; pages: Array<{ path: string }>; stack: string; mappedStack: string };
    const group = async () => {
      const answer = await dashboard.request.get('/api/owner/analytics/errors');
      const { groups } = (await answer.json()) as { groups: Group[] };
      return groups.find((candidate) => candidate.message.includes("reading 'length'"));
    };
    await expect.poll(async () => (await group())?.count ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const found = (await group())!;
    expect(found.pages.map((p) => p.path)).toContain('/shop/merino-crew-tee');
    // The browser's frame points into a minified chunk; the owner reads our file and line.
    expect(found.stack).toMatch(/\/assets\/client\/assets\/runtime-[\w-]+\.js:\d+:\d+/);
    expect(found.mappedStack).toMatch(/apps\/storefront\/src\/variant-select\.tsx:\d+:\d+/);

    await dashboard.goto('/config/analytics/errors');
    const row = dashboard.getByRole('row').filter({ hasText: "reading 'length'" }).first();
    await row.waitFor();
    await row.getByText('Stack trace').click();
    await row.getByText(/variant-select\.tsx:\d+/).first().waitFor();
    await dashboard.screenshot({ path: `${SCREENSHOTS}/dashboard-analytics-errors.png`, fullPage: true });
  });
});
