import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';

/**
 * The first visitor journey of issue 2, in Chromium against `plinth start`:
 * shop → two-option product → validation → add 2 → pill cart → cart page →
 * change quantity → remove → empty cart.
 */
describe('a new visitor fills a cart', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the shop and a two-option product', async () => {
    await page.goto('/shop');
    await expect.poll(() => page.locator('.product-card').count()).toBeGreaterThanOrEqual(12);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'crumb')?.value).toMatch(/^[\w-]{16,}$/);
    await page.getByRole('link', { name: /Merino Crew Tee/ }).click();
    await page.waitForURL('**/shop/merino-crew-tee');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Merino Crew Tee');
    // Hydrated: React has taken over the product's islands.
    await page.locator('[data-island="AddToCartButton"][data-hydrated="true"]').waitFor();
    await page.locator('[data-island="VariantSelect"][data-hydrated="true"]').waitFor();
  });

  it('asks for both options when none is chosen', async () => {
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Unable to Add Item');
    expect(await alert.textContent()).toContain('Please select the Size and Colour options.');
    await alert.getByRole('button').click();
    await alert.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
  });

  it('refuses a sold-out variant with the not-enough-stock message', async () => {
    await page.getByLabel('Size').selectOption('M');
    await page.getByRole('radio', { name: 'Forest' }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Sorry, we do not have enough of that item available.');
    await alert.getByRole('button').click();
    await alert.waitFor({ state: 'detached' });
  });

  it('changes the image with the colour, adds 2 and walks the button through Adding… and Added!', async () => {
    const image = page.locator('.plinth-variant-image__img');
    await page.getByRole('radio', { name: 'Sand' }).check();
    await expect.poll(() => image.getAttribute('src')).toContain('sand');
    await page.getByLabel('Size').selectOption('L');
    await page.getByLabel('Quantity').fill('2');
    await page.screenshot({ path: `${SCREENSHOTS}/product-page.png`, fullPage: true });

    const button = page.locator('.plinth-add-to-cart__button');
    await button.click();
    await expect.poll(() => button.textContent(), { interval: 50 }).toBe('Adding…');
    await expect.poll(() => button.textContent(), { interval: 50, timeout: 3000 }).toBe('Added!');
    await expect.poll(() => button.textContent(), { interval: 100, timeout: 4000 }).toBe('Add to Cart');

    const pill = page.locator('.plinth-pill-cart');
    await pill.waitFor();
    expect(await pill.locator('.plinth-pill-cart__count').textContent()).toBe('2 items');
    expect(await pill.locator('.plinth-pill-cart__subtotal').textContent()).toBe('$96');
    expect(await pill.getAttribute('aria-label')).toBe('2 items in cart: 2 items $96');
  });

  it('keeps the cart across pages and goes to /cart from the pill', async () => {
    await page.goto('/about');
    const pill = page.locator('.plinth-pill-cart');
    await pill.waitFor();
    expect(await pill.locator('.plinth-pill-cart__count').textContent()).toBe('2 items');
    await pill.click();
    await page.waitForURL('**/cart');
    await page.locator('[data-island="CartPage"][data-hydrated="true"]').waitFor();
    // No pill on the cart page itself.
    expect(await page.locator('.plinth-pill-cart').count()).toBe(0);
    const entry = page.locator('.plinth-cart-entry');
    await entry.waitFor();
    expect(await entry.locator('.plinth-cart-entry__title').textContent()).toBe('Merino Crew Tee');
    const attributes = await entry.locator('.plinth-cart-entry__attributes').textContent();
    expect(attributes).toContain('L');
    expect(attributes).toContain('Sand');
    expect(await entry.locator('input[type=number]').inputValue()).toBe('2');
    await page.screenshot({ path: `${SCREENSHOTS}/cart-page.png`, fullPage: true });
  });

  it('changes the quantity on the cart page and keeps it after a reload', async () => {
    await page.locator('[data-island="CartPage"][data-hydrated="true"]').waitFor();
    const input = page.locator('.plinth-cart-entry input[type=number]');
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/commerce/shopping-cart/entries/'));
    await input.fill('3');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.locator('.plinth-cart__subtotal-value').textContent()).toBe('$144.00');
    await page.reload();
    await page.locator('[data-island="CartPage"][data-hydrated="true"]').waitFor();
    await page.locator('.plinth-cart-entry').waitFor();
    expect(await page.locator('.plinth-cart-entry input[type=number]').inputValue()).toBe('3');
  });

  it('removes the entry and shows the empty-cart text', async () => {
    await page.locator('.plinth-cart-entry').getByRole('button', { name: /Remove/ }).click();
    await page.getByText('You have nothing in your shopping cart.').waitFor();
    expect(await page.locator('.plinth-cart-entry').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/cart-empty.png`, fullPage: true });
  });

  it('met no script errors on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
