import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopUserAgent, seriousAxeViolations } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SHOTS = process.env.PLINTH_SHOTS_DIR || 'screenshots/dashboard';

/**
 * Issue 33 in Chromium against `plinth start`: a buyer pays for a product this file made; the owner
 * signs in and lands on Home with today's figures and what needs doing; every screen names the
 * window and its heading takes focus; Ctrl+K finds the product and the order and opens them; the
 * orders screen fits a 390 px phone; Home is axe clean at 1440 and 390 px.
 */
describe('the dashboard an owner expects', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  const pageErrors: string[] = [];
  const stamp = Date.now().toString(36);
  const title = `Home-journey Jug ${stamp}`;
  const sku = `HJ-${stamp.toUpperCase()}`;
  let productId = '';
  let orderId = '';
  let orderNumber = 0;

  const crumbOf = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const call = async (page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
    const response = await page.request.fetch(path, { method, headers: { 'X-CSRF-Token': await crumbOf(page) }, data });
    return { status: response.status(), body: response.status() === 204 ? null : await response.json() };
  };
  /** Waits until the screen has its heading and nothing is loading. */
  const settled = async (page: Page, heading?: string) => {
    await page.getByRole('heading', { level: 1, ...(heading ? { name: heading, exact: true } : {}) }).first().waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
  };
  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
    ownerContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    owner = await ownerContext.newPage();
    owner.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    // The product goes (the order keeps its lines' copies), so other files' shop pages are as they were.
    if (productId) await call(owner, 'DELETE', `/api/owner/products/${productId}`);
    await browser?.close();
  });

  it('a buyer visits the shop and pays for a product of this file', async () => {
    // Made through the API by a signed-in owner in a context of its own: the journey below starts signed out.
    const maker = await (await browser.newContext({ baseURL })).newPage();
    await signInOwner(maker, '/config/orders');
    const shop = (await call(maker, 'GET', '/api/owner/collections')).body.collections.find((c: { urlId: string }) => c.urlId === 'shop');
    const created = await call(maker, 'POST', '/api/owner/products', {
      collectionId: shop.id,
      title,
      productType: 'PHYSICAL',
      variantOptionOrdering: [],
      variants: [{ attributes: {}, sku, priceCents: 4200, qtyInStock: 3 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    productId = created.body.product.id;
    await maker.context().close();

    // A person's browser (not HeadlessChrome, which the analytics drop as a bot) so the visit counts.
    const buyer = await (await browser.newContext({ baseURL, userAgent: await desktopUserAgent(browser) })).newPage();
    await buyer.goto('/');
    await buyer.waitForLoadState('networkidle');
    expect((await call(buyer, 'POST', '/api/commerce/shopping-cart/entries', { itemId: productId, sku, quantity: 1 })).status).toBe(200);
    const address = { firstName: 'Hedy', lastName: 'Lamarr', address1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
    expect((await call(buyer, 'PUT', '/api/commerce/checkout', { email: `home-${stamp}@plinth.test`, shippingAddress: address })).status).toBe(200);
    const method = await call(buyer, 'POST', '/api/commerce/test-payments/payment-methods', { number: '4242 4242 4242 4242', expiry: '12/49', cvc: '123', name: 'Hedy Lamarr' });
    const paid = await call(buyer, 'POST', '/api/commerce/checkout/pay', { idempotencyKey: `home-${stamp}`, paymentMethodId: method.body.paymentMethodId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    orderNumber = paid.body.order.orderNumber;
    orderId = paid.body.order.id;
    await buyer.context().close();
  });

  it('signs in and lands on Home, with the day’s figures and what needs doing', async () => {
    await signInOwner(owner);
    await owner.waitForURL('**/config/home');
    await settled(owner, 'Home');
    const today = owner.getByRole('region', { name: 'Today' });
    for (const label of ['Sales', 'Orders', 'Visitors', 'Conversion']) expect(await today.getByText(label, { exact: true }).count(), label).toBe(1);
    const orders = Number((await today.locator('.home-figure', { hasText: 'Orders' }).locator('.home-figure__value').textContent())?.replace(/,/g, ''));
    expect(orders).toBeGreaterThanOrEqual(1);
    expect(await today.locator('.home-figure', { hasText: 'Sales' }).locator('.home-figure__value').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(await owner.getByRole('region', { name: 'Last 7 days' }).count()).toBe(1);
    // The order just paid waits to be sent: a link to the orders left to fulfil.
    const toFulfil = owner.getByRole('region', { name: 'What needs doing' }).getByRole('link', { name: /orders? to fulfil$/ });
    expect(await toFulfil.getAttribute('href')).toBe('/config/orders?fulfillmentStatus=unfulfilled');
    expect(await owner.title()).toMatch(/^Home · .+/);
    await shot(owner, 'home-1440');
  });

  it('groups the sidebar, names the window per screen and moves focus to each new heading', async () => {
    const nav = owner.getByRole('navigation', { name: 'Dashboard' });
    for (const group of ['Content', 'Commerce', 'Marketing', 'Insights', 'Site', 'Settings']) expect(await nav.getByRole('list', { name: group, exact: true }).count(), group).toBe(1);
    const homeTitle = await owner.title();
    const siteName = homeTitle.slice('Home · '.length);
    const titles = new Set([homeTitle]);
    for (const [link, heading] of [
      ['Orders', 'Orders'],
      ['Products', 'Products'],
      ['Analytics', 'Analytics'],
    ] as const) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await settled(owner, heading);
      expect(await owner.title()).toBe(`${link} · ${siteName}`);
      await expect.poll(() => owner.evaluate(() => document.activeElement?.tagName + ' ' + document.activeElement?.textContent)).toBe(`H1 ${heading}`);
      titles.add(await owner.title());
    }
    expect(titles.size).toBe(4);
    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await settled(owner, 'Orders');
    await shot(owner, 'orders-1440');
    await nav.getByRole('link', { name: 'Store settings', exact: true }).click();
    await settled(owner, 'Store settings');
    await shot(owner, 'store-settings-1440');
  });

  it('opens the command palette with Ctrl+K and finds a product and an order by keyboard', async () => {
    await owner.keyboard.press('Control+k');
    const dialog = owner.getByRole('dialog', { name: 'Search the dashboard' });
    await dialog.waitFor();
    const field = dialog.getByRole('combobox');
    expect(await owner.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await owner.keyboard.type(`jug ${stamp}`);
    const product = dialog.getByRole('option', { name: new RegExp(title) });
    await product.waitFor();
    // Screens first, then records: move down to the product and open it.
    while ((await product.getAttribute('aria-selected')) !== 'true') await field.press('ArrowDown');
    await shot(owner, 'palette-1440');
    await owner.keyboard.press('Enter');
    await owner.waitForURL((url) => url.pathname === '/config/products' && url.searchParams.get('q') === title);
    await settled(owner, 'Products');
    expect(await owner.locator('tbody tr').first().textContent()).toContain(title);
    expect(await owner.getByRole('table').getByText('Merino Crew Tee').count()).toBe(0);
    expect(await dialog.count()).toBe(0);

    await owner.keyboard.press('Control+k');
    await dialog.waitFor();
    await owner.keyboard.type(`#${orderNumber}`);
    const order = dialog.getByRole('option', { name: new RegExp(`Order #${orderNumber}\\b`) });
    await order.waitFor();
    while ((await order.getAttribute('aria-selected')) !== 'true') await field.press('ArrowDown');
    await owner.keyboard.press('Enter');
    await owner.waitForURL(`**/config/orders/${orderId}`);
    await settled(owner);
    expect(await owner.getByText(`home-${stamp}@plinth.test`).count()).toBeGreaterThan(0);

    // A screen, by its name; Escape closes without moving.
    await owner.keyboard.press('Control+k');
    await owner.keyboard.type('store sett');
    await dialog.getByRole('option', { name: /Store settings/ }).waitFor();
    await owner.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(new URL(owner.url()).pathname).toBe(`/config/orders/${orderId}`);
  });

  it('Home is axe clean at 1440 px', async () => {
    await owner.goto('/config/home');
    await settled(owner, 'Home');
    expect(await seriousAxeViolations(owner)).toEqual([]);
  });

  it('fits a 390 px phone: no sideways scroll on the orders screen, the sidebar behind a Menu button, Home axe clean', async () => {
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.goto('/config/orders');
    await settled(owner, 'Orders');
    const overflow = () => owner.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    // Rows are cards: each cell says its column.
    expect(await owner.locator('table.table tbody td[data-label]').count()).toBeGreaterThan(0);
    await shot(owner, 'orders-390');
    const menu = owner.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await owner.getByRole('navigation', { name: 'Dashboard' }).isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await owner.getByRole('navigation', { name: 'Dashboard' }).waitFor();
    await shot(owner, 'navigation-390');
    // A link closes the menu and opens the screen.
    await owner.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Home', exact: true }).click();
    await settled(owner, 'Home');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await overflow()).toBe(0);
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await shot(owner, 'home-390');
    for (const path of ['/config/products', '/config/commerce/settings', '/config/analytics']) {
      await owner.goto(path);
      await settled(owner);
      expect(await overflow(), path).toBe(0);
    }
    await shot(owner, 'analytics-390');
    await owner.goto('/config/commerce/settings');
    await settled(owner, 'Store settings');
    await shot(owner, 'store-settings-390');
    await owner.setViewportSize({ width: 1440, height: 900 });
    await shot(owner, 'navigation-1440');
    expect(pageErrors).toEqual([]);
  });

  it('every screen of the sidebar fits 390 px and 1440 px without sideways scroll, an open product row too', async () => {
    const overflow = () => owner.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await owner.goto('/config/home');
    await settled(owner, 'Home');
    const hrefs = await owner.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const wide: string[] = [];
    for (const width of [390, 1440]) {
      await owner.setViewportSize({ width, height: 900 });
      for (const href of hrefs) {
        await owner.goto(href);
        const shown = await owner
          .getByRole('heading', { level: 1 })
          .first()
          .waitFor({ timeout: 15_000 })
          .then(() => true, () => false);
        if (!shown) {
          wide.push(`${href} at ${width} px: no heading`);
          continue;
        }
        await expect.poll(() => owner.getByRole('progressbar').count()).toBe(0);
        if ((await overflow()) > 0) {
          wide.push(`${href} at ${width} px: ${await overflow()} px`);
          await shot(owner, `overflow-${width}-${href.split('/').pop()}`);
        }
      }
    }
    await owner.goto(`/config/products?q=${encodeURIComponent('Merino Crew Tee')}`);
    await settled(owner, 'Products');
    await owner.getByRole('button', { name: /Merino Crew Tee/ }).first().click();
    await owner.locator('.product__variants').first().waitFor();
    if ((await overflow()) > 0) wide.push(`an open product row at 1440 px: ${await overflow()} px`);
    const main = await owner.locator('main').boundingBox();
    const table = await owner.locator('main table').first().boundingBox();
    expect(table!.x + table!.width).toBeLessThanOrEqual(main!.x + main!.width + 1);
    await shot(owner, 'product-open-1440');
    expect(wide).toEqual([]);
  });
});
