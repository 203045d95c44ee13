import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopUserAgent, openProduct } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';
const PRODUCT = '/shop/stoneware-mug';

interface Summary {
  metric: string;
  p75: number | null;
  samples: number;
}
interface Report {
  overall: Summary[];
  templates: Array<{ template: string; metrics: Summary[] }>;
  devices: Array<{ device: string; metrics: Summary[] }>;
}

/**
 * Issue 13 "Core Web Vitals" in Chromium against `plinth start`: a visitor opens a product page on
 * a desktop and on a phone-sized screen, touches it and switches away; once the page is idle the
 * metrics script asked for a page-load id, and the page being hidden sends its records by beacon. The
 * owner then reads their p75 in the dashboard (/config/performance), per device and for the
 * product page template.
 */
describe('Core Web Vitals from real visitors', () => {
  let browser: Browser;
  let owner: BrowserContext;
  let dashboard: Page;
  let userAgent: string;

  /** The owner's report of today, as the dashboard reads it. */
  const report = async (): Promise<Report> => (await (await dashboard.request.get('/api/owner/performance')).json()) as Report;
  const samples = (metrics: Summary[] | undefined, metric: string) => metrics?.find((m) => m.metric === metric)?.samples ?? 0;

  /** A visit of the product page at `width` px: waits for the page-load id, clicks, and hides the page (records go by beacon). */
  async function visit(width: number): Promise<{ records: string[]; errors: string[] }> {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, userAgent });
    const page = await context.newPage();
    const errors: string[] = [];
    const records: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/1/performance/records') records.push(request.postData() ?? '');
    });
    const settings = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/1/performance/settings', { timeout: 30_000 });
    await openProduct(page, PRODUCT);
    // The metrics script loads once the page is idle after load, and asks for its page-load id.
    const answer = await settings;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { pageLoadId: string }).pageLoadId).toMatch(/^[0-9a-f-]{36}$/);
    // An input: the largest paint is final, and the first input's delay and an interaction are measured.
    await page.locator('h1').first().click();
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    // The visitor switches tabs: the page is hidden and everything measured goes by beacon. (Headless
    // Chromium neither hides a page nor lets Playwright see a beacon of a page being left, so the
    // page is told it is hidden as a browser would tell it: its visibilityState and the event.)
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect.poll(() => ['LCP', 'CLS'].every((metric) => records.join('').includes(`"event":"${metric}"`)), { timeout: 20_000 }).toBe(true);
    await context.close();
    return { records, errors };
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    userAgent = await desktopUserAgent(browser);
    owner = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, userAgent });
    dashboard = await owner.newPage();
    await signInOwner(dashboard, '/config/performance');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a visit on a desktop and one on a phone send their records when the page is hidden', async () => {
    const before = await report();
    const productBefore = before.templates.find((t) => t.template === 'content-item:products')?.metrics;

    const desktop = await visit(1280);
    const sent = desktop.records.flatMap((body) => JSON.parse(body) as Array<{ app: string; event: string; pageLoadId: string; ts: number; data: Record<string, unknown> }>);
    const events = new Set(sent.map((record) => record.event));
    for (const metric of ['TTFB', 'FCP', 'LCP', 'CLS', 'FID']) expect(events, metric).toContain(metric);
    // The culprits: the product photo is the largest paint, the heading took the first input.
    expect(sent.find((record) => record.event === 'LCP')!.data.attribution).toMatchObject({ target: expect.stringContaining('img'), resource: expect.stringContaining('/media/') });
    expect(sent.find((record) => record.event === 'FID')!.data.attribution).toMatchObject({ target: expect.stringContaining('h1') });
    for (const record of sent) {
      expect(record).toMatchObject({ app: 'storefront', pageLoadId: sent[0].pageLoadId, data: { version: '4.8.0' } });
      expect(Number.isInteger(record.ts)).toBe(true);
    }
    expect(desktop.errors).toEqual([]);
    const mobile = await visit(390);
    expect(mobile.errors).toEqual([]);

    // Counted once per page load, into the product page template and each device.
    await expect
      .poll(
        async () => {
          const body = await report();
          const product = body.templates.find((t) => t.template === 'content-item:products')?.metrics;
          // At least: other files' visits of the same server may add theirs.
          return [
            ...['LCP', 'CLS', 'FCP', 'TTFB', 'FID'].map((metric) => samples(product, metric) - samples(productBefore, metric) >= 2),
            samples(body.devices.find((d) => d.device === 'mobile')?.metrics, 'LCP') > 0,
          ];
        },
        { timeout: 20_000, interval: 500 },
      )
      .toEqual([true, true, true, true, true, true]);
  });

  it("the owner reads the visits' p75 in the dashboard, per device and for the product page", async () => {
    await dashboard.goto('/config/performance');
    const site = dashboard.getByRole('region', { name: 'Core Web Vitals (p75)' });
    const lcp = site.getByRole('row').filter({ hasText: 'Largest paint (LCP)' });
    await lcp.waitFor();
    // A p75 with its rating, not the dash of a metric never measured.
    expect((await lcp.textContent())?.replace(/\s+/g, ' ')).toMatch(/Largest paint \(LCP\)\s*[\d.,]+ (ms|s) (Good|Needs improvement|Poor)/);
    const ttfb = site.getByRole('row').filter({ hasText: 'First byte (TTFB)' });
    expect((await ttfb.textContent())?.replace(/\s+/g, ' ')).toMatch(/First byte \(TTFB\)\s*[\d.,]+ (ms|s) (Good|Needs improvement|Poor)/);

    const devices = dashboard.getByRole('region', { name: 'By device' });
    for (const device of ['Desktop', 'Mobile']) expect((await devices.getByRole('row').filter({ hasText: device }).textContent())?.replace(/\s+/g, ' ')).toMatch(/\d\s*(ms|s)/);
    const product = dashboard.getByRole('region', { name: 'By page template' }).getByRole('row').filter({ hasText: 'Product page' });
    await product.waitFor();
    expect((await product.textContent())?.replace(/\s+/g, ' ')).toMatch(/\d\s*(ms|s)/);
    await dashboard.screenshot({ path: `${SCREENSHOTS}/dashboard-performance.png`, fullPage: true });
  });
});
