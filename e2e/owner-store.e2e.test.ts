import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';
const ADMIN = { email: process.env.PLINTH_ADMIN_EMAIL || 'admin@plinth.local', password: process.env.PLINTH_ADMIN_PASSWORD || 'plinth-demo' };

/**
 * Issue 4 in Chromium against `plinth start`: an owner signs in with the
 * keyboard, creates the store 'Summer Sale' (first in the site navigation),
 * adds a product with two variants and stock, and a visitor buys it into the
 * cart. Every dashboard page is photographed on the way.
 */
describe('an owner runs the shop from /config', () => {
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  /** Waits until the current dashboard view has loaded (no progress indicator left). */
  const settled = async (heading: string | RegExp) => {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
  };
  const shot = (name: string) => page.screenshot({ path: `${SCREENSHOTS}/dashboard-${name}.png`, fullPage: true });

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    owner = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
    page = await owner.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a visitor without a session to sign in, and refuses a wrong password', async () => {
    await page.goto('/config/products');
    await page.waitForURL('**/config/login?next=%2Fconfig%2Fproducts');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Email or password is incorrect.').waitFor();
    await shot('login');
  });

  it('signs in with the keyboard only (Tab, typing, Enter) and lands where it was going', async () => {
    await page.goto('/config/login?next=%2Fconfig%2Fproducts');
    await page.getByLabel('E-mail').waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/config/products');
    await settled('Products');
    const sidebar = page.locator('.sidebar');
    expect(await sidebar.textContent()).toContain(ADMIN.email);
    expect(await sidebar.locator('.sidebar__role').textContent()).toBe('Admin');
    expect(await page.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    // An ADMIN sees every page, Contributors included.
    for (const name of ['Orders', 'Outbox', 'Pages', 'Create store', 'Header & footer', 'Languages', 'Contributors']) {
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).waitFor();
    }
  });

  it('searches, sorts and expands a product with the keyboard', async () => {
    await page.getByLabel('Search products').fill('tee');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/config/products?q=tee');
    await settled('Products');
    // Title or SKU matches: the tee, and nothing without 'tee' in a title or SKU.
    await page.getByRole('button', { name: 'Merino Crew Tee', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Waxed Canvas Tote', exact: true }).count()).toBe(0);
    const expander = page.getByRole('button', { name: 'Merino Crew Tee', exact: true });
    expect(await expander.getAttribute('aria-expanded')).toBe('false');
    await expander.focus();
    await page.keyboard.press('Enter');
    expect(await expander.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('table', { name: /Variants of Merino Crew Tee/ }).waitFor();
    await shot('products-expanded');
    await page.getByRole('combobox', { name: /^Sort by/ }).selectOption('price');
    await page.waitForURL('**/config/products?q=tee&sort=price');
    await settled('Products');
    // A confirm dialog keeps focus inside and closes on Escape without removing anything.
    await page.getByRole('button', { name: 'Remove Merino Crew Tee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove product?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Merino Crew Tee', exact: true }).waitFor();
  });

  it("creates the store 'Summer Sale' and puts it first in the site's navigation", async () => {
    await page.getByRole('link', { name: 'Create store' }).click();
    await page.waitForURL('**/config/stores/new');
    await settled('Create store');
    await page.getByLabel('Title').fill('Summer Sale');
    await page.getByLabel('Description').fill('Light things for hot days.');
    expect(await page.getByLabel('Add to main navigation').isChecked()).toBe(true);
    await shot('store-new');
    await page.getByRole('button', { name: 'Create store' }).click();
    await settled('Store created');
    expect(await page.getByRole('status').textContent()).toContain('/summer-sale');

    const storefront = await owner.newPage();
    await storefront.goto('/');
    expect(await storefront.locator('.site-nav__link').first().textContent()).toBe('Summer Sale');
    expect(await storefront.locator('.site-nav__link').first().getAttribute('href')).toBe('/summer-sale');
    await storefront.close();
  });

  it('adds a product with two variants and stock to the new store', async () => {
    await page.getByRole('link', { name: 'Add a product to it' }).click();
    await page.waitForURL('**/config/products/new?collection=*');
    await settled('Add product');
    expect(await page.getByLabel('Store').locator('option:checked').textContent()).toBe('Summer Sale');
    await page.getByLabel('Title').fill('Beach Towel');
    await page.getByLabel('Description').fill('Soft, quick-drying cotton.');
    await page.getByLabel('Options').fill('Colour');
    const first = page.getByRole('group', { name: 'Variant 1' });
    await first.getByLabel('Colour').fill('Blue');
    await first.getByLabel('SKU').fill('BT-BLUE');
    await first.getByLabel('Price').fill('25');
    await first.getByLabel('Stock').fill('5');
    await page.getByRole('button', { name: 'Add variant' }).click();
    const second = page.getByRole('group', { name: 'Variant 2' });
    await second.getByLabel('Colour').fill('Red');
    await second.getByLabel('SKU').fill('BT-RED');
    await second.getByLabel('Price').fill('27.50');
    await second.getByLabel('Stock').fill('3');
    await shot('product-new');
    await page.getByRole('button', { name: 'Save product' }).click();
    await page.waitForURL('**/config/products?q=Beach%20Towel');
    await settled('Products');
    expect(await page.locator('.expander').count()).toBe(1);
    await page.getByRole('button', { name: 'Beach Towel', exact: true }).click();
    expect(await page.getByLabel('Stock of BT-BLUE', { exact: true }).textContent()).toBe('5');
    expect(await page.getByLabel('Stock of BT-RED', { exact: true }).textContent()).toBe('3');
    // One more towel in stock, as a movement of +1.
    await page.getByRole('button', { name: 'Add 1 to stock of BT-BLUE' }).click();
    await expect.poll(() => page.getByLabel('Stock of BT-BLUE', { exact: true }).textContent()).toBe('6');
    await shot('products');
  });

  it('lets a visitor find the product in /summer-sale and add it to the cart', async () => {
    const visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const shop = await visitor.newPage();
    shop.on('pageerror', (error) => pageErrors.push(`visitor: ${error}`));
    await shop.goto('/summer-sale');
    await shop.getByRole('link', { name: /Beach Towel/ }).first().click();
    await shop.waitForURL('**/summer-sale/beach-towel');
    await shop.locator('[data-island="AddToCartButton"][data-hydrated="true"]').waitFor();
    const radio = shop.getByRole('radio', { name: 'Blue' });
    if (await radio.count()) await radio.check();
    else await shop.getByLabel('Colour').selectOption('Blue');
    await shop.getByRole('button', { name: 'Add to Cart' }).click();
    const pill = shop.locator('.plinth-pill-cart');
    await pill.waitFor();
    await expect.poll(() => pill.locator('.plinth-pill-cart__count').textContent()).toBe('1 item');
    await shop.screenshot({ path: `${SCREENSHOTS}/dashboard-visitor-cart.png`, fullPage: true });
    await visitor.close();
  });

  it('shows every other page of the dashboard, status labels included', async () => {
    const pages: Array<[string, string, string]> = [
      ['Orders', 'Orders', 'orders'],
      ['Outbox', 'Outbox', 'outbox'],
      ['Pages', 'Pages', 'pages'],
      ['Header & footer', 'Header & footer', 'header-footer'],
      ['Languages', 'Languages', 'languages'],
      ['Contributors', 'Contributors', 'contributors'],
    ];
    // No route changes a page's status yet: give four of the real pages each status on the way in.
    const statuses = ['scheduled', 'needs-review', 'draft', 'private'];
    await page.route('**/api/owner/pages', async (route) => {
      const answer = (await (await route.fetch()).json()) as { pages: Array<{ status: string; statusLabel?: string | null }> };
      // Rows 2-5 take the four labelled statuses; every other row (pages other journeys made) is published.
      answer.pages.forEach((row, i) => {
        row.status = statuses[i - 1] ?? 'published';
        delete row.statusLabel;
      });
      await route.fulfill({ json: answer });
    });
    for (const [link, heading, name] of pages) {
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: link, exact: true }).click();
      await settled(heading);
      expect(await page.getByRole('alert').count(), name).toBe(0);
      if (name === 'pages') expect(await page.locator('.badge--status').allTextContents()).toEqual(['Scheduled', 'Needs Review', 'Draft', 'Private']);
      await shot(name);
    }
    await page.unroute('**/api/owner/pages');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Pages', exact: true }).click();
    await settled('Pages');
    // The new store is first, as in the site's navigation.
    expect(await page.getByRole('list', { name: 'Navigation' }).getByRole('listitem').first().getByRole('link').first().textContent()).toBe('Summer Sale');
  });

  it("words failures as platform.md §8 says, and 'Try again.' retries", async () => {
    // A failed load.
    await page.route('**/api/owner/orders', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"Something went wrong."}}' }));
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('alert').getByText('Unable to load.').waitFor();
    await page.unroute('**/api/owner/orders');
    await page.getByRole('button', { name: 'Try again.' }).click();
    // The retry replaces the failure with the list (the heading stays, so wait for the alert to go).
    await page.getByRole('alert').getByText('Unable to load.').waitFor({ state: 'detached' });
    await settled('Orders');
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);

    // No answer at all.
    await page.route('**/api/owner/outbox', (route) => route.abort('failed'));
    await page.getByRole('link', { name: 'Outbox', exact: true }).click();
    await page.getByRole('alert').getByText('Network error.').waitFor();
    await shot('failure');
    await page.unroute('**/api/owner/outbox');
    await page.getByRole('button', { name: 'Try again.' }).click();
    await page.getByRole('alert').getByText('Network error.').waitFor({ state: 'detached' });
    await settled('Outbox');

    // A failed change.
    await page.goto('/config/products?q=Beach%20Towel');
    await settled('Products');
    await page.getByRole('button', { name: 'Beach Towel', exact: true }).click();
    await page.route('**/api/owner/variants/*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"boom"}}' }));
    await page.getByLabel('Price of BT-RED (USD)', { exact: true }).fill('26.00');
    await page.getByRole('button', { name: 'Save BT-RED' }).click();
    await page.getByRole('alert').getByText('Something went wrong.').waitFor();
    await page.unroute('**/api/owner/variants/*');
    await page.getByRole('alert').getByRole('button', { name: 'Try again.' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await page.reload();
    await settled('Products');
    await page.getByRole('button', { name: 'Beach Towel', exact: true }).click();
    expect(await page.getByLabel('Price of BT-RED (USD)', { exact: true }).inputValue()).toBe('26.00');
  });

  it('signs out, and the dashboard asks for sign-in again', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/config/login');
    await page.goto('/config/orders');
    await page.waitForURL('**/config/login?next=%2Fconfig%2Forders');
  });

  it('met no script errors on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
