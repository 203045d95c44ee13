import type { Browser, BrowserContext, Page } from 'playwright-core';

import AxeBuilder from '@axe-core/playwright';

/** The test cards of the built-in provider. */
export const SUCCESS_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
/** Asks for a 3-D Secure challenge before it pays (Stripe's number for it). */
export const THREE_DS_CARD = '4000 0027 6000 3184';

/** A request the page sent to the API, with its body as sent. */
export interface SentRequest {
  url: string;
  body: string;
}

/**
 * Records every API write the page sends (URL and body as they left the browser), so a test can say
 * what the checkout API was, and was not, given.
 */
export function recordApiWrites(page: Page): SentRequest[] {
  const sent: SentRequest[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) sent.push({ url: new URL(request.url()).pathname, body: request.postData() ?? '' });
  });
  return sent;
}

/** The serious and critical WCAG 2 A/AA violations axe finds on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${violation.help}`));
}

/**
 * The user agent of the same Chromium as a person runs it: headless Chromium calls itself
 * 'HeadlessChrome', which the analytics rightly drop as a bot.
 */
export async function desktopUserAgent(browser: Browser): Promise<string> {
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
}

/** A fresh visitor (own cookies) with purchase events recorded in `window.__purchases`. */
export async function newVisitor(browser: Browser, baseURL: string, userAgent?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, userAgent });
  await context.addInitScript(() => {
    const w = window as unknown as { __purchases: unknown[] };
    w.__purchases = [];
    window.addEventListener('plinth:purchase', (event) => w.__purchases.push((event as CustomEvent).detail));
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

/** Opens a product page and waits for its button to be live. */
export async function openProduct(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('[data-island="AddToCartButton"][data-hydrated="true"]').waitFor();
}

/** Fills the checkout's e-mail and shipping address. */
export async function fillContact(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
  await page.getByLabel('City').fill('Brooklyn');
  await page.getByLabel('State / region').fill('NY');
  await page.getByLabel('Postal code').fill('11201');
  await page.getByLabel('Country code').fill('US');
}

/** Fills the card fields. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** Signs in as the demo owner in a context of its own and returns a GET helper for the owner API. */
export async function ownerApi(browser: Browser, baseURL: string): Promise<{ get(path: string): Promise<any>; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const crumb = (await context.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
  const signIn = await page.request.post('/api/owner/session', {
    headers: { 'X-CSRF-Token': crumb },
    data: { email: 'admin@plinth.local', password: 'plinth-demo' },
  });
  if (!signIn.ok()) throw new Error(`owner sign-in failed: ${signIn.status()}`);
  return {
    get: async (path) => (await page.request.get(path)).json(),
    close: () => context.close(),
  };
}

/**
 * Presses Pay and waits for the order's confirmation page. A payment error shown instead (or no page
 * after 45 s) fails at once with what the buyer sees, not with a bare timeout.
 */
export async function payAndWaitForOrder(page: Page): Promise<void> {
  await page.locator('.plinth-payment__pay').click();
  const error = page.locator('.plinth-payment__error');
  const outcome = await Promise.race([
    page.waitForURL('**/commerce/orders/**', { timeout: 45_000 }).then(
      () => null,
      async () => `no confirmation page after 45 s (at ${page.url()}; the Pay button says "${await page.locator('.plinth-payment__pay').textContent({ timeout: 1000 }).catch(() => '?')}")`,
    ),
    error.waitFor({ timeout: 46_000 }).then(
      async () => `the payment form says "${await error.textContent()}"`,
      () => new Promise<never>(() => {}),
    ),
  ]);
  if (outcome !== null) throw new Error(`Pay did not lead to the order: ${outcome}`);
}
