import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const SCREENSHOTS = 'screenshots';

/**
 * Issue 30 item 7 in Chromium against `plinth start`: a buyer pays for two units of a product the
 * owner made for this file (so no other file's stock or orders change); the owner finds the order by
 * the buyer's e-mail on /config/orders, ships it with a tracking number and refunds one unit; the
 * shipping confirmation and the refund notice arrive at the test SMTP server; the buyer's
 * order-status page shows the parcel's tracking link. Both screens at desktop and 390 px, axe clean.
 */
describe('orders worked by the owner', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  let buyer: Page;
  const pageErrors: string[] = [];
  const email = `order-work-${Date.now()}@plinth.test`;
  const tracking = `1Z${Date.now()}`;
  let orderNumber = 0;
  let sku = '';
  let productId = '';

  /** A same-origin JSON call from `page`'s context, crumb echoed. */
  const call = async (page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const response = await page.request.fetch(path, { method, headers: { 'X-CSRF-Token': crumb }, data });
    return { status: response.status(), body: await response.json() };
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    ownerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    owner = await ownerContext.newPage();
    buyer = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
    for (const page of [owner, buyer]) page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    // The product goes (the order keeps its lines' copies), so other files' shop pages are as they were.
    if (productId) await owner.request.fetch(`/api/owner/products/${productId}`, { method: 'DELETE', headers: { 'X-CSRF-Token': (await ownerContext.cookies()).find((c) => c.name === 'crumb')?.value ?? '' } });
    await browser?.close();
  });

  it('a buyer pays for two units of a product of this file', async () => {
    await signInOwner(owner, '/config/orders');
    const shop = (await call(owner, 'GET', '/api/owner/collections')).body.collections.find((c: { urlId: string }) => c.urlId === 'shop');
    sku = `OW-${Date.now().toString(36).toUpperCase()}`;
    const created = await call(owner, 'POST', '/api/owner/products', {
      collectionId: shop.id,
      title: `Order-work Tote ${Date.now().toString(36)}`,
      productType: 'PHYSICAL',
      variantOptionOrdering: [],
      variants: [{ attributes: {}, sku, priceCents: 1800, qtyInStock: 5 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    productId = created.body.product.id;
    await buyer.goto('/');
    const added = await call(buyer, 'POST', '/api/commerce/shopping-cart/entries', { itemId: created.body.product.id, sku, quantity: 2 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const address = { firstName: 'Grace', lastName: 'Hopper', address1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
    expect((await call(buyer, 'PUT', '/api/commerce/checkout', { email, shippingAddress: address })).status).toBe(200);
    const method = await call(buyer, 'POST', '/api/commerce/test-payments/payment-methods', { number: '4242 4242 4242 4242', expiry: '12/49', cvc: '123', name: 'Grace Hopper' });
    expect(method.status).toBe(200);
    const paid = await call(buyer, 'POST', '/api/commerce/checkout/pay', { idempotencyKey: `order-work-${Date.now()}`, paymentMethodId: method.body.paymentMethodId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    orderNumber = paid.body.order.orderNumber;
  });

  it('the owner finds the order by e-mail, ships it with a tracking number and refunds one unit', async () => {
    await owner.goto('/config/orders');
    await owner.getByRole('searchbox', { name: 'Search' }).fill(email);
    await owner.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await owner.waitForURL((url) => url.searchParams.get('q') === email);
    const link = owner.getByRole('link', { name: `#${orderNumber}` });
    await link.waitFor();
    expect(await owner.locator('.orders-table tbody tr').count()).toBe(1);
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SCREENSHOTS}/order-work-list-desktop.png`, fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await owner.locator('main').screenshot({ path: `${SCREENSHOTS}/order-work-list-390.png` });
    await owner.setViewportSize({ width: 1280, height: 900 });

    // Keyboard: the order's link is reached and followed with the keyboard.
    await link.focus();
    await owner.keyboard.press('Enter');
    await owner.getByRole('heading', { name: `Order #${orderNumber}` }).waitFor();
    await owner.getByText('Grace Hopper').waitFor();
    await owner.getByText('1 Main St').waitFor();
    await owner.getByLabel('Carrier').fill('UPS');
    await owner.getByLabel('Tracking number').fill(tracking);
    await owner.getByLabel('Tracking link (optional)').fill(`https://track.example/${tracking}`);
    await owner.getByRole('button', { name: 'Mark as shipped and e-mail the buyer' }).click();
    await owner.getByText(`Shipped with UPS (${tracking}); the buyer was e-mailed.`).waitFor();
    await owner.getByRole('link', { name: tracking }).waitFor();

    await owner.getByRole('spinbutton', { name: /to refund|at \$18\.00/ }).fill('1');
    await owner.getByRole('button', { name: 'Refund', exact: true }).click();
    await owner.getByText('Refunded $18.00; the buyer was e-mailed.').waitFor();
    await owner.getByText(/Refunded \$18\.00 for 1 item, restocked\./).waitFor();
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SCREENSHOTS}/order-work-order-desktop.png`, fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await owner.locator('main').screenshot({ path: `${SCREENSHOTS}/order-work-order-390.png` });
    await owner.setViewportSize({ width: 1280, height: 900 });
  });

  it('the e-mails arrive and the buyer’s status page shows the tracking link', async () => {
    const shipped = await waitForMail(mailDir, { to: email, subjectIncludes: 'is on its way' });
    expect(shipped.text).toContain(`Tracking number: ${tracking}`);
    expect(shipped.text).toContain(`Track your parcel: https://track.example/${tracking}`);
    const refund = await waitForMail(mailDir, { to: email, subjectIncludes: 'A refund of $18.00' });
    expect(refund.text).toContain('We have refunded $18.00');
    const confirmation = await waitForMail(mailDir, { to: email, textIncludes: "Check your order's status" });
    const statusUrl = /Check your order's status: (\S+)/.exec(confirmation.text)?.[1];
    expect(statusUrl).toBeTruthy();
    await buyer.goto(new URL(statusUrl!).pathname + new URL(statusUrl!).search);
    await buyer.getByText('Shipped', { exact: true }).waitFor();
    const parcel = buyer.getByRole('link', { name: tracking });
    expect(await parcel.getAttribute('href')).toBe(`https://track.example/${tracking}`);
    expect(await buyer.locator('.order-page__facts').textContent()).toContain('$18.00');
    expect(await seriousAxeViolations(buyer)).toEqual([]);
    await buyer.screenshot({ path: `${SCREENSHOTS}/order-work-status-page.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
