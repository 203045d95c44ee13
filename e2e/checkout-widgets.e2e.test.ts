import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { startServerProcess } from './support/server-process.ts';
import { newVisitor, openProduct } from './checkout-support.ts';
import { islandHydrated } from './support/islands.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';

/**
 * The product-page side of issue 5 in Chromium: the additional-fields
 * lightbox driven by the keyboard only (and its 'Edit' from the cart), the
 * instalment badge popup, the quick view of the shop, and a second store in
 * express checkout.
 */
describe('checkout widgets', () => {
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers the lightbox form with the keyboard only, then edits it from the cart', async () => {
    const { context, page, errors } = await newVisitor(browser, baseURL);
    await openProduct(page, '/shop/monogrammed-card-holder');
    await page.getByRole('radio', { name: 'Black' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab'); // quantity
    await page.keyboard.press('Tab'); // button
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add to Cart');

    // Open, then close with Space on the close button.
    const stock = page.waitForResponse((response) => response.url().includes('/api/commerce/inventory/stock/?itemId='));
    await page.keyboard.press('Enter');
    expect((await stock).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'Monogram' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    const marginTop = await dialog.evaluate((element) => parseFloat(getComputedStyle(element).marginTop));
    expect(marginTop).toBeGreaterThanOrEqual(50);
    await page.screenshot({ path: `${SCREENSHOTS}/lightbox-form.png` });
    await page.keyboard.press('Space');
    await dialog.waitFor({ state: 'detached' });

    // Enter on the close button closes too; Escape closes; Shift+Tab from the first control wraps to the last.
    await page.getByRole('button', { name: 'Add to Cart' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add to Cart' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add to Cart');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Submit empty: 'Required'; then type the initials and submit with Enter.
    await page.getByRole('button', { name: 'Add to Cart' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab'); // the initials field
    await page.keyboard.press('Enter');
    await dialog.getByText('Required').waitFor();
    await dialog.getByText('One or more fields is invalid, please check your entries.').waitFor();
    await page.keyboard.type('ADA');
    const added = page.waitForResponse((response) => response.url().endsWith('/api/commerce/shopping-cart/entries') && response.request().method() === 'POST');
    await page.keyboard.press('Enter');
    const body = (await added).request().postDataJSON() as { additionalFields: string };
    expect(JSON.parse(body.additionalFields)).toEqual({ 'monogram-initials': 'ADA' });
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.plinth-add-to-cart__button').textContent(), { timeout: 4000 }).toBe('Added!');

    await page.goto('/cart');
    await page.locator('[data-island="CartPage"][data-hydrated="true"]').waitFor();
    await page.locator('.plinth-cart-entry__edit').focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const input = dialog.getByLabel('Monogram initials');
    expect(await input.inputValue()).toBe('ADA');
    await input.fill('BOB');
    const saved = page.waitForResponse((response) => response.url().endsWith('/additionalFields') && response.request().method() === 'PUT');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    const cart = await (await page.request.get('/api/commerce/shopping-cart')).json();
    expect(JSON.parse(cart.entries[0].additionalFields)).toEqual({ 'monogram-initials': 'BOB' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the instalment popup and closes it by Escape, a click outside and the close button', async () => {
    const { context, page, errors } = await newVisitor(browser, baseURL);
    await openProduct(page, '/shop/waxed-canvas-tote');
    await page.locator('[data-island="InstallmentBadge"][data-hydrated="true"]').waitFor();
    expect(await page.locator('.plinth-installment__text').textContent()).toContain('or 4 interest-free payments of $16.00 with');
    const info = page.getByRole('button', { name: 'About Afterpay' });
    const popup = page.getByRole('dialog', { name: 'Afterpay' });
    await info.click();
    await popup.waitFor();
    expect(await popup.textContent()).toContain('Pay in 4 interest-free installments');
    await page.screenshot({ path: `${SCREENSHOTS}/installment-popup.png` });
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await info.click();
    await popup.waitFor();
    await page.mouse.click(5, 5);
    await popup.waitFor({ state: 'detached' });
    await info.click();
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });

    // A failed load only warns.
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.route('**/assets/bnpl/**', (route) => route.fulfill({ status: 500, body: 'down' }));
    await info.click();
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toContain('/assets/bnpl/afterpay-en_US.html');
    expect(await popup.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds from the quick view of the shop', async () => {
    const { context, page, errors } = await newVisitor(browser, baseURL);
    await page.goto('/shop');
    const card = page.locator('.product-card', { hasText: 'Waxed Canvas Tote' });
    expect(await card.locator('.product-scarcity').textContent()).toBe('Only 13 left!');
    await islandHydrated(card, 'QuickViewButton');
    await card.getByRole('button', { name: /Quick View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Waxed Canvas Tote' });
    await dialog.waitFor();
    await dialog.getByLabel('Size').selectOption('Large');
    await page.screenshot({ path: `${SCREENSHOTS}/quick-view.png` });
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => dialog.locator('.plinth-add-to-cart__button').textContent(), { timeout: 4000 }).toBe('Added!');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.plinth-pill-cart').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes straight to checkout on a store in express checkout, without a pill cart', async () => {
    // A second store in a folder we keep: seed it, flip the setting in its database, start it again.
    const dataDir = mkdtempSync(join(tmpdir(), 'plinth-e2e-express-'));
    const seeded = await startServerProcess({ dataDir });
    await seeded.stop();
    const db = new DatabaseSync(join(dataDir, 'plinth.sqlite'));
    db.prepare("UPDATE websites SET settings_json = json_set(settings_json, '$.storeSettings.expressCheckout', json('true'))").run();
    db.close();
    const server = await startServerProcess({ dataDir });
    try {
      const { context, page, errors } = await newVisitor(browser, server.baseURL);
      await openProduct(page, '/shop/merino-crew-tee');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      const alert = page.getByRole('alertdialog');
      await alert.waitFor();
      expect(await alert.locator('.plinth-alert__title').textContent()).toBe('Unable to Purchase Item');
      await alert.getByRole('button').click();
      await page.getByLabel('Size').selectOption('S');
      await page.getByRole('radio', { name: 'Sand' }).check();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL('**/checkout');
      await page.getByLabel('Card number').waitFor();
      expect(await page.locator('.plinth-summary').textContent()).toContain('Merino Crew Tee');
      await page.goto('/about');
      await page.waitForTimeout(500);
      expect(await page.locator('.plinth-pill-cart').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
