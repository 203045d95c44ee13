import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';
const KEY_NAME = `Order export ${Date.now().toString(36)}`;

/** Serious and critical WCAG A/AA violations of the screen. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${v.help}`));
}

/** A script's call of the public API, as an owner's program would make it. */
const listOrders = (key: string | null) => fetch(new URL('/api/v1/orders?limit=5', baseURL), { headers: key ? { authorization: `Bearer ${key}` } : {} });

/**
 * Issue 16's API keys journey in Chromium against `plinth start`: the owner creates a key in the
 * modal (name, Next, permissions, Next, Copy, Complete; Cancel on the way or after makes none), a script lists orders with the copied key,
 * the owner deletes the key (with its confirmation) and the script is refused; then the product
 * feed page: the feed URL copied and read, the pixel id saved and found on the storefront.
 */
describe('API keys and the product feed', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let secret = '';
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await signInOwner(page, '/config/api-keys');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates a key in the modal by keyboard; the key is shown once and copied', async () => {
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    // Cancel on the way makes nothing.
    await page.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByLabel('Key name').fill('Never made');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('No API keys yet.').waitFor();

    await page.getByRole('button', { name: 'Create key' }).click();
    await dialog.waitFor();
    // Cancel, the safe choice, has focus first; Tab reaches the name.
    expect(await dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Please enter a name for the key.' }).waitFor();
    await dialog.getByLabel('Key name').fill(KEY_NAME);
    await page.keyboard.press('Enter');
    await dialog.getByText('Step 2 of 3').waitFor();
    await page.keyboard.press('Enter');
    await dialog.getByText('Choose at least one permission for the key.').waitFor();
    await dialog.getByRole('checkbox', { name: 'Orders (read)' }).check();
    await dialog.getByRole('checkbox', { name: 'Inventory (adjust stock)' }).check();
    await page.screenshot({ path: `${SCREENSHOTS}/api-keys-modal-permissions.png` });
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Next' }).click();

    const field = dialog.getByLabel('API key');
    await field.waitFor();
    secret = await field.inputValue();
    expect(secret).toMatch(/^plk_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await dialog.getByText('Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.screenshot({ path: `${SCREENSHOTS}/api-keys-modal-key.png` });
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: KEY_NAME });
    await expect.poll(() => row.innerText()).toContain('Orders, Inventory (adjust stock)');
    expect(await row.innerText()).toContain(secret.slice(0, 12));
    expect(await page.content()).not.toContain(secret);
    await page.screenshot({ path: `${SCREENSHOTS}/api-keys-panel.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
  });

  it('a script lists orders with the copied key; without one it is refused', async () => {
    const answer = await listOrders(secret);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { orders: Array<{ orderNumber: number; grandTotal: { value: string } }>; nextCursor: string | null };
    expect(body.orders.length).toBeGreaterThan(0);
    expect(body.orders[0]).toMatchObject({ orderNumber: expect.any(Number), grandTotal: { value: expect.stringMatching(/^\d+\.\d{2}$/) } });
    expect((await listOrders(null)).status).toBe(401);
    const products = await fetch(new URL('/api/v1/products', baseURL), { headers: { authorization: `Bearer ${secret}` } });
    expect(products.status).toBe(403);
  });

  it('deletes the key after its confirmation; the script is refused from then on', async () => {
    // Cancel after the key is shown takes it back.
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await page.getByRole('button', { name: 'Create key' }).click();
    await dialog.getByLabel('Key name').fill('Taken back');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('checkbox', { name: 'Orders (read)' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    const takenBack = await dialog.getByLabel('API key').inputValue();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: 'Taken back' }).count()).toBe(0);
    expect((await listOrders(takenBack)).status).toBe(401);

    await page.getByRole('button', { name: `Delete key ${KEY_NAME}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete API key?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await listOrders(secret)).status).toBe(200);
    await page.getByRole('button', { name: `Delete key ${KEY_NAME}` }).click();
    await confirm.getByRole('button', { name: 'Delete key' }).click();
    await page.getByRole('row').filter({ hasText: KEY_NAME }).waitFor({ state: 'detached' });
    expect((await listOrders(secret)).status).toBe(401);
  });

  it('copies the product feed URL, whose XML lists the products; saves a pixel id that the storefront then carries', async () => {
    await page.getByRole('link', { name: 'Product feed' }).click();
    await page.getByRole('heading', { level: 1, name: 'Product feed' }).waitFor();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied.').waitFor();
    const feedUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(feedUrl).toMatch(/\/feeds\/[A-Za-z0-9_-]+\/products\.xml$/);
    const feed = await (await fetch(feedUrl)).text();
    expect(feed).toContain('<g:price>48.00 USD</g:price>');

    await page.getByLabel('Pixel id').fill('12ab');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'A pixel id is 6 to 20 digits.' }).waitFor();
    await page.getByLabel('Pixel id').fill('1234567890123456');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Pixel id saved.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/api-keys-product-feed.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);

    const shop = await (await fetch(new URL('/shop', baseURL))).text();
    expect(shop).toContain('<script data-ads-pixel="1234567890123456">');
    await page.getByLabel('Pixel id').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Pixel removed.').waitFor();
    expect(await (await fetch(new URL('/shop', baseURL))).text()).not.toContain('data-ads-pixel');
    expect(pageErrors).toEqual([]);
  });
});
