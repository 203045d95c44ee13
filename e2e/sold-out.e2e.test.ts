import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';

const baseURL = inject('baseURL');

/**
 * Issue 30 item 8: a sold-out product looks sold out before any click — the first HTML has a
 * disabled button with the sold-out words and no instalment badge, and nothing hydrates it back.
 */
describe('a sold-out product', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a disabled "sold out" button and no instalment badge, even with scripts running', async () => {
    await page.goto('/shop/hand-thrown-bowl-set');
    // The islands of the page have hydrated (the restock sign-up is one).
    await page.locator('[data-island="ProductRestockNotification"][data-hydrated="true"]').waitFor();
    const button = page.getByRole('button', { name: 'sold out' });
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Add to Cart/i }).count()).toBe(0);
    expect(await page.locator('[data-island="InstallmentBadge"]').count()).toBe(0);
    // A product in stock keeps its live button.
    await page.goto('/shop/stoneware-mug');
    await page.locator('[data-island="AddToCartButton"][data-hydrated="true"]').waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).isEnabled()).toBe(true);
  });
});
