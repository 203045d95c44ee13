import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillCard, payAndWaitForOrder, newVisitor, openProduct, SUCCESS_CARD } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const SCREENSHOTS = 'screenshots';
const PASSWORD = 'a long enough password';

/**
 * Issue 11 in Chromium against `plinth start`, as a customer lives it: a new visitor creates an
 * account, confirms it from the e-mail at the test SMTP server, signs in by keyboard only, fills a
 * cart, signs out (the first sign-out meets a stale crumb and is repeated once), finds the same
 * cart in a fresh browser after signing in there, buys, and sees the order on /account. Then the
 * members-only page: the access note, Join, the membership-confirmed page, and the page itself.
 */
describe('customer accounts and member areas', () => {
  let browser: Browser;
  const email = `customer-${Date.now()}@example.com`;
  const pageErrors: string[] = [];
  let first: { context: BrowserContext; page: Page };
  let second: { context: BrowserContext; page: Page };

  const hydrated = (page: Page, island: string) => page.locator(`[data-island="${island}"][data-hydrated="true"]`).first().waitFor();
  const cartCount = async (page: Page) => {
    const response = await page.request.get('/api/commerce/shopping-cart');
    return response.ok() ? ((await response.json()).entries ?? []).reduce((sum: number, entry: { quantity: number }) => sum + entry.quantity, 0) : 0;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a new visitor creates an account and confirms it from the e-mail', async () => {
    first = await newVisitor(browser, baseURL);
    first.page.on('pageerror', (error) => pageErrors.push(String(error)));
    const { page } = first;
    await page.goto('/');
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await hydrated(page, 'Account');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/account/sign-up');
    await hydrated(page, 'Account');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByRole('status').filter({ hasText: email }).or(page.getByRole('status').filter({ hasText: /e-mail/i })).first().waitFor();

    const mail = await waitForMail(mailDir, { to: email, subjectIncludes: 'Confirm your e-mail address' });
    const link = /https?:\/\/\S+\/account\/verify\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link as string);
    await page.goto(url.pathname + url.search);
    await hydrated(page, 'Account');
    await page.getByRole('button', { name: 'Confirm e-mail' }).click();
    await page.waitForURL('**/account');
    await expect.poll(() => page.getByText(`Signed in as ${email}.`).count()).toBe(1);
  });

  it('signs out, meeting a stale crumb once: the sign-out is repeated and succeeds', async () => {
    const { page, context } = first;
    const deletes: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'DELETE' && response.url().includes('/api/site-users/account/session')) deletes.push(response.status());
    });
    await context.clearCookies({ name: 'crumb' });
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(deletes).toEqual([403, 200]);
    expect((await context.cookies()).find((cookie) => cookie.name === 'SiteUserInfo')).toBeUndefined();
  });

  it('signs in with the keyboard only', async () => {
    const { page } = first;
    await page.goto('/account/sign-in');
    await hydrated(page, 'Account');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/account');
    await expect.poll(() => page.getByText(`Signed in as ${email}.`).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/account-page.png`, fullPage: true });
  });

  it('fills a cart signed in, and signs out without keeping a copy: the browser has no cart left', async () => {
    const { page } = first;
    await openProduct(page, '/shop/stoneware-mug');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => cartCount(page)).toBe(1);
    await page.goto('/account');
    await hydrated(page, 'Account');
    await expect(page.getByLabel('Keep a copy of my cart on this device').isChecked()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await cartCount(page)).toBe(0);
  });

  it('finds the same cart in a fresh browser after signing in there, buys it, and sees the order on /account', async () => {
    second = await newVisitor(browser, baseURL);
    second.page.on('pageerror', (error) => pageErrors.push(String(error)));
    const { page } = second;
    await page.goto('/account/sign-in');
    await hydrated(page, 'Account');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/account');
    await page.goto('/cart');
    await expect.poll(() => page.getByText('Speckled Stoneware Mug').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByLabel('Card number').waitFor();
    // The account's e-mail is there already; the address is typed once.
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
    await page.getByLabel('City').fill('Brooklyn');
    await page.getByLabel('State / region').fill('NY');
    await page.getByLabel('Postal code').fill('11201');
    await page.getByLabel('Country code').fill('US');
    await fillCard(page, SUCCESS_CARD);
    await payAndWaitForOrder(page);
    const orderHeading = await page.locator('h1').first().textContent();
    expect(orderHeading).toContain('Your order is confirmed');

    await page.goto('/account');
    await hydrated(page, 'Account');
    const orders = page.getByRole('region', { name: 'Orders' }).or(page.locator('section', { has: page.getByRole('heading', { name: 'Orders' }) }));
    await expect.poll(() => orders.first().getByText('Speckled Stoneware Mug').count()).toBeGreaterThan(0);
    await expect.poll(() => orders.first().getByRole('link', { name: /View order #\d+/ }).count()).toBe(1);
  });

  it('a non-member reads the access note on the members-only page, presses Join, becomes a member and reads the page', async () => {
    const { page } = second;
    const response = await page.goto('/members');
    expect(response?.status()).toBe(403);
    await expect.poll(() => page.getByText('This page is locked; available only to site members.').count()).toBe(1);
    expect(await page.getByText('Members hear about workshop dates').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/member-area-access-denied.png`, fullPage: true });
    await page.getByRole('button', { name: /Join/ }).click();
    await page.waitForURL('**/account/membership-confirmed**');
    await expect.poll(() => page.getByRole('heading', { name: 'You are a member of Members' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Members' }).last().click();
    await page.waitForURL('**/members');
    await expect.poll(() => page.getByText('Members hear about workshop dates').count()).toBe(1);
  });

  it('a visitor who is not signed in never reads the members-only page, in HTML or JSON', async () => {
    const { page } = await newVisitor(browser, baseURL);
    const html = await page.request.get('/members');
    expect(html.status()).toBe(403);
    expect(await html.text()).not.toContain('Members hear about workshop dates');
    const json = await page.request.get('/members?format=json');
    expect(await json.text()).not.toContain('Members hear about workshop dates');
  });

  it('raised no script errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
