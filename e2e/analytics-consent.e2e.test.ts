import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopUserAgent, newVisitor } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { signInOwner } from './support/owner.ts';

const SCREENSHOTS = 'screenshots';
/** The cookies a restrictive policy clears until the visitor accepts (storefront.md §7). */
const CONSENTED_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];

/**
 * Issue 12's cookie policy in Chromium, on a store of its own (the policy is site-wide and the
 * other journeys expect the default): the owner chooses the restrictive policy in the dashboard's
 * analytics settings; a visitor then sees the consent banner, carries none of the `ss_*` cookies
 * and is still counted — without cookies, as the dashboard's counting method says — until they
 * accept, when the cookies come.
 */
describe('analytics under a restrictive cookie policy', () => {
  let server: ServerProcess;
  let browser: Browser;
  let owner: BrowserContext;
  let dashboard: Page;
  let userAgent: string;

  const realtimeViews = async () => ((await (await dashboard.request.get('/api/owner/analytics/realtime')).json()) as { pageViews: number }).pageViews;
  const analyticsCookies = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name).filter((name) => CONSENTED_COOKIES.includes(name));

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startServerProcess({ env: { PLINTH_ANALYTICS_ROLLUP_MS: '1000' } });
    browser = await launchChromium();
    userAgent = await desktopUserAgent(browser);
    owner = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 }, userAgent });
    dashboard = await owner.newPage();
    await signInOwner(dashboard, '/config/analytics/settings');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the owner chooses the restrictive policy in the analytics settings', async () => {
    await dashboard.getByRole('group', { name: 'Cookie policy' }).getByRole('radio', { name: /Restrictive/ }).check();
    await dashboard.getByRole('button', { name: 'Save' }).click();
    await dashboard.getByRole('status').filter({ hasText: 'Analytics settings saved.' }).waitFor();
    await dashboard.screenshot({ path: `${SCREENSHOTS}/dashboard-analytics-settings.png`, fullPage: true });
    const answer = await dashboard.request.get('/api/owner/analytics/settings');
    expect(await answer.json()).toMatchObject({ cookiePolicy: 'restrictive' });
  });

  it('a visitor who has not accepted carries no ss_* cookie and is counted without cookies', async () => {
    const before = await realtimeViews();
    const { context, page, errors } = await newVisitor(browser, server.baseURL, userAgent);
    const hits: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/census/RecordHit') hits.push(request.postData() ?? '');
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByText('This site uses cookies to count visits. Allow them?').waitFor();
    await expect.poll(() => hits.length).toBe(1);
    // The page view went out without the visitor cookie, and none of the analytics cookies is set.
    expect(new URLSearchParams(hits[0]).get('ss_cvr') ?? '').toBe('');
    expect(await analyticsCookies(context)).toEqual([]);
    await page.goto('/shop');
    await expect.poll(() => hits.length).toBe(2);
    expect(await analyticsCookies(context)).toEqual([]);
    await expect.poll(realtimeViews, { timeout: 10_000 }).toBe(before + 2);
    await page.screenshot({ path: `${SCREENSHOTS}/storefront-consent-banner.png` });

    // The dashboard tells how the visitor was counted.
    // The report reads the rollups (every second here): open it again until the run after the visit shows.
    const counting = dashboard.getByRole('region', { name: 'Counting method' });
    const countingAfterLoad = async () => {
      await dashboard.goto('/config/analytics');
      // Before the first rollup of the range the page shows its one empty state instead of the tables.
      await dashboard.getByRole('region', { name: /^(Counting method|No visits from)/ }).first().waitFor();
      return (await counting.count()) ? counting.textContent() : '';
    };
    await expect.poll(countingAfterLoad, { timeout: 30_000, interval: 1000 }).toContain('Without cookies (consent not given)');

    // Accepting brings the cookies, and the next page view carries the visitor id.
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner.isVisible()).resolves.toBe(false);
    await page.goto('/shop/stoneware-mug');
    await expect.poll(() => hits.length).toBe(3);
    expect(await analyticsCookies(context)).toEqual(expect.arrayContaining(['ss_cvr', 'ss_cvt']));
    expect(new URLSearchParams(hits[2]).get('ss_cvr')).toMatch(/^[0-9a-f]+\|\d+\|\d+\|\d+$/);
    expect(errors).toEqual([]);
  });
});
