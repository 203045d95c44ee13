import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SUCCESS_CARD, fillCard, newVisitor, openProduct, payAndWaitForOrder, seriousAxeViolations } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SHOTS = process.env.PLINTH_SHOTS_DIR || 'screenshots';

/**
 * Issue 30 item 6 in Chromium against `plinth start`: the owner makes a code on Commerce → Discounts
 * with the keyboard (a refusal shown beside its field first), finds it in the list, a buyer applies
 * it at checkout, sees the discount line and pays for an unlimited service (no other journey's stock
 * changes), the owner's order page names the code, and the owner deletes the code again. List and
 * form at desktop and 390 px, axe clean.
 */
describe('discounts', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const email = `discounts-${Date.now()}@plinth.test`;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
    ownerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    owner = await ownerContext.newPage();
    owner.on('pageerror', (error) => pageErrors.push(String(error)));
    await signInOwner(owner, '/config/commerce/discounts');
  }, 60_000);

  afterAll(async () => {
    await ownerContext?.close();
    await browser?.close();
  });

  it('the owner makes a code with the keyboard; the list shows it', async () => {
    await owner.getByRole('heading', { name: 'Discounts' }).waitFor();
    await owner.getByRole('row', { name: /WELCOME10/ }).waitFor();
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/discounts-list.png`, fullPage: true });

    await owner.getByRole('link', { name: 'Create discount' }).click();
    await owner.getByRole('heading', { name: 'New discount' }).waitFor();
    // Enter on an empty code: the form says what is missing, beside the field.
    await owner.getByLabel('Code', { exact: true }).focus();
    await owner.keyboard.press('Enter');
    await expect.poll(() => owner.getByRole('alert').first().textContent()).toBe('Code is required for a discount the buyer enters.');
    await owner.screenshot({ path: `${SHOTS}/discount-form-problem.png`, fullPage: true });

    await owner.keyboard.type(code);
    await owner.getByLabel('Title (optional)').focus();
    await owner.keyboard.type('E2E spring code');
    await owner.getByLabel('Type').focus();
    await owner.keyboard.press('ArrowDown'); // Amount off
    await owner.getByLabel(/^Amount \(/).focus();
    await owner.keyboard.type('5');
    await owner.getByLabel('Uses per customer (optional)').focus();
    await owner.keyboard.type('1');
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/discount-form.png`, fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: `${SHOTS}/discount-form-390.png`, fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.keyboard.press('Enter');

    await owner.waitForURL('**/config/commerce/discounts');
    const row = owner.getByRole('row', { name: new RegExp(code) });
    await row.waitFor();
    expect(await row.textContent()).toContain('$5.00 off every product');
    expect(await row.textContent()).toContain('1 per customer');
    await owner.screenshot({ path: `${SHOTS}/discounts-list-new.png`, fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: `${SHOTS}/discounts-list-390.png`, fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);

  it('a buyer applies the code at checkout, sees the discount line and pays; the order page names the code', async () => {
    const { context, page, errors } = await newVisitor(browser, baseURL);
    // An unlimited service: no other journey's stock changes, no address needed.
    await openProduct(page, '/shop/knife-sharpening');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.locator('.plinth-add-to-cart__button').textContent(), { timeout: 4000 }).toBe('Added!');
    await page.goto('/checkout');
    await page.getByLabel('Card number').waitFor();
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByLabel('Coupon code').press('Enter');
    await page.getByText(`Coupon ${code} applied`).waitFor();
    expect(await page.locator('.plinth-totals').first().textContent()).toContain('-$5.00');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await fillCard(page, SUCCESS_CARD);
    await page.screenshot({ path: `${SHOTS}/checkout-with-code.png`, fullPage: true });
    await payAndWaitForOrder(page);
    expect(errors).toEqual([]);
    await context.close();

    await owner.goto(`/config/orders?q=${encodeURIComponent(email)}`);
    await owner.locator('.orders-table tbody tr a').first().click();
    await owner.getByText(`Discount (${code})`).waitFor();
    await owner.screenshot({ path: `${SHOTS}/order-with-discount.png`, fullPage: true });
    await owner.goto('/config/commerce/discounts');
    const row = owner.getByRole('row', { name: new RegExp(code) });
    await row.waitFor();
    expect(await row.locator('td.num').textContent()).toBe('11 per customer'); // used once, of 1 per customer
  }, 90_000);

  it('two buyers hold a code with one use left: the first pays with it, the second is told and sees the full price before paying', async () => {
    const lastOne = `${code}L`;
    const crumb = (await ownerContext.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const made = await owner.request.post('/api/owner/commerce/discounts', {
      headers: { 'X-CSRF-Token': crumb },
      data: {
        method: 'code', code: lastOne, title: '', kind: 'FIXED_AMOUNT', percentBasisPoints: null, amountCents: 500, minimumSubtotalCents: null,
        productIds: [], categories: [], startsAt: null, endsAt: null, usageLimit: 1, usageLimitPerCustomer: null, stackable: false,
      },
    });
    expect(made.status()).toBe(201);
    const buyers = [];
    for (const name of ['first', 'second']) {
      const visitor = await newVisitor(browser, baseURL);
      const { page } = visitor;
      await openProduct(page, '/shop/knife-sharpening');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect.poll(() => page.locator('.plinth-add-to-cart__button').textContent(), { timeout: 4000 }).toBe('Added!');
      await page.goto('/checkout');
      await page.getByLabel('Card number').waitFor();
      await page.getByLabel('Coupon code').fill(lastOne);
      await page.getByLabel('Coupon code').press('Enter');
      await page.getByText(`Coupon ${lastOne} applied`).waitFor();
      await page.getByLabel('Email', { exact: true }).fill(`${name}-${email}`);
      await fillCard(page, SUCCESS_CARD);
      buyers.push(visitor);
    }
    await payAndWaitForOrder(buyers[0].page);
    const second = buyers[1].page;
    await second.locator('.plinth-payment__pay').click();
    await second.locator('.plinth-payment__error').getByText(`Sorry, the discount ${lastOne} is no longer available. Please review your order.`).waitFor();
    // The checkout shows what paying now costs: the code is gone, the full price.
    await expect.poll(() => second.locator('.plinth-totals').first().textContent()).not.toContain('-$5.00');
    expect(await second.getByText(`Coupon ${lastOne} applied`).count()).toBe(0);
    await second.screenshot({ path: `${SHOTS}/checkout-code-used-up.png`, fullPage: true });
    await payAndWaitForOrder(second);
    for (const buyer of buyers) {
      expect(buyer.errors).toEqual([]);
      await buyer.context.close();
    }
    const list = await owner.request.get('/api/owner/commerce/discounts');
    const used = (await list.json()).discounts.find((d: { code: string }) => d.code === lastOne);
    expect(used).toMatchObject({ timesUsed: 1, status: 'used_up' });
    expect((await owner.request.delete(`/api/owner/commerce/discounts/${used.id}`, { headers: { 'X-CSRF-Token': crumb } })).status()).toBe(204);
  }, 120_000);

  it('the owner deletes it after a confirmation', async () => {
    await owner.getByRole('button', { name: `Delete discount ${code}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Delete discount?' });
    await dialog.waitFor();
    await owner.screenshot({ path: `${SHOTS}/discount-delete.png` });
    await dialog.getByRole('button', { name: 'Delete discount' }).click();
    await owner.getByRole('row', { name: new RegExp(code) }).waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
