import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillCard, payAndWaitForOrder, fillContact, SUCCESS_CARD } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { allIslandsHydrated } from './support/islands.ts';

const baseURL = inject('baseURL');
const ADMIN = { email: process.env.PLINTH_ADMIN_EMAIL || 'admin@plinth.local', password: process.env.PLINTH_ADMIN_PASSWORD || 'plinth-demo' };
const CUSTOMER = { email: process.env.PLINTH_DEMO_CUSTOMER_EMAIL || 'customer@plinth.local', password: process.env.PLINTH_DEMO_CUSTOMER_PASSWORD || 'plinth-demo-customer' };
/** WCAG 2.x A and AA rules; a serious or critical violation of any of them fails the page. */
const TAGS = ['wcag2a', 'wcag2aa'];
const FAILING = new Set(['serious', 'critical']);

/** The serious and critical axe violations on the page as it is now, one line per element: rule, impact, target. */
async function violations(page: Page): Promise<string[]> {
  // Without the dashboard's sandboxed e-mail previews: axe cannot run inside them (it waits forever) and the e-mail is not a page.
  const results = await new AxeBuilder({ page }).withTags(TAGS).exclude('iframe[sandbox]').analyze();
  return results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${violation.help}`));
}

/**
 * Waits until the storefront page has settled: loaded, the island runtime fetched if the page needs
 * it (client-entry.ts; a page with only the pill cart and no cart cookie never loads it), and every
 * island it started hydrated (runtime.tsx marks them).
 */
async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const runtime = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/runtime-[^/]*\.js$/.test(entry.name)));
  if (runtime) await allIslandsHydrated(page);
}

/** Waits until the dashboard view has loaded: its heading is there and nothing is in progress. */
async function dashboardSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
}

/** The first link of the current page to a detail page under `/config/<area>/`, if there is one. */
async function firstDetailLink(page: Page, area: string, except: string[] = []): Promise<string | null> {
  const hrefs = await page.locator(`a[href^="/config/${area}/"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.find((href) => !except.some((word) => href.endsWith(`/${word}`))) ?? null;
}

/**
 * WCAG 2 A and AA in Chromium against `plinth start` (issue 18): axe runs on every storefront page
 * type, for a visitor, the demo customer and a member, and on every dashboard page (each list and
 * one detail page per area); a serious or critical violation fails the page, listed by rule, impact
 * and element.
 */
describe('axe finds no serious or critical WCAG 2 A/AA violation', () => {
  let browser: Browser;
  let visitor: BrowserContext;
  let page: Page;

  const expectClean = async (target: Page, name: string) => {
    const found = await violations(target);
    if (found.length > 0) console.error(`${name}:\n  ${found.join('\n  ')}`);
    expect(found, name).toEqual([]);
  };
  const visit = async (target: Page, path: string, status?: number) => {
    const response = await target.goto(path);
    if (status !== undefined) expect(response?.status(), path).toBe(status);
    await islandsHydrated(target);
  };

  beforeAll(async () => {
    browser = await launchChromium();
    visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    page = await visitor.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('the storefront, for a visitor', () => {
    it.each([
      ['home', '/', 200],
      ['a page', '/about', 200],
      ['the gallery page, one gallery in each design', '/gallery', 200],
      ['the shop', '/shop', 200],
      ['a product', '/shop/stoneware-mug', 200],
      ['a product with variants', '/shop/merino-crew-tee', 200],
      ['a sold-out product', '/shop/hand-thrown-bowl-set', 200],
      ['the blog', '/blog', 200],
      ['a blog post', '/blog/feeding-a-sourdough-starter', 200],
      ['not found', '/no-such-page', 404],
      ['the account, signed out', '/account', 200],
      ['sign-in', '/account/sign-in', 200],
      ['sign-up', '/account/sign-up', 200],
      ['the members-only page, to a non-member', '/members', 403],
      ['search results', '/search?q=mug', 200],
      ['search with no results', '/search?q=zzzzqqq', 200],
      ['the events', '/events', 200],
      ['the events calendar', '/events/calendar', 200],
      ['an event', '/events/winter-pottery-fair', 200],
      ['the splash page', '/welcome', 200],
      ['a protected page, asking for its password', '/trade', 401],
    ] as const)('%s (%s)', async (name, path, status) => {
      await visit(page, path, status);
      await expectClean(page, name);
    });

    it('the contact form, and its errors', async () => {
      await visit(page, '/contact', 200);
      await expectClean(page, 'contact');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('.plinth-form-field__error').first().waitFor();
      await expectClean(page, 'contact, with errors');
    });

    it('the cart with an item, the checkout and the order confirmation', async () => {
      await visit(page, '/shop/stoneware-mug');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect.poll(async () => ((await (await page.request.get('/api/commerce/shopping-cart')).json()).entries ?? []).length).toBe(1);
      await visit(page, '/cart');
      await page.getByText('Speckled Stoneware Mug').first().waitFor();
      await expectClean(page, 'cart');
      await visit(page, '/checkout');
      await page.getByLabel('Card number').waitFor();
      await expectClean(page, 'checkout');
      await fillContact(page, 'a11y@example.com');
      await fillCard(page, SUCCESS_CARD);
      await payAndWaitForOrder(page);
      await islandsHydrated(page);
      await expectClean(page, 'order confirmation');
    });
  });

  describe('the storefront, for the demo customer (a member)', () => {
    let customer: Page;

    beforeAll(async () => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      customer = await context.newPage();
      await visit(customer, '/account/sign-in');
      await customer.getByLabel('Email').fill(CUSTOMER.email);
      await customer.getByLabel('Password').fill(CUSTOMER.password);
      await customer.getByRole('button', { name: 'Sign in', exact: true }).click();
      await customer.waitForURL('**/account');
    });

    it('the account, signed in', async () => {
      await visit(customer, '/account', 200);
      await customer.getByText(`(${CUSTOMER.email})`, { exact: false }).first().waitFor();
      await expectClean(customer, 'account, signed in');
    });

    it('the members-only page, to a member', async () => {
      await visit(customer, '/members', 200);
      await expectClean(customer, 'members, as a member');
    });
  });

  describe('the dashboard', () => {
    let owner: Page;

    beforeAll(async () => {
      // 720 px high: the sidebar's Sign out sits at the bottom of a short viewport.
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
      owner = await context.newPage();
      await owner.goto('/config/login');
      await owner.getByLabel('E-mail').waitFor();
    });

    it('sign-in', async () => {
      await expectClean(owner, 'dashboard sign-in');
      await owner.getByLabel('E-mail').fill(ADMIN.email);
      await owner.getByLabel('Password').fill(ADMIN.password);
      await owner.getByRole('button', { name: 'Sign in' }).click();
      await owner.waitForURL((url) => !url.pathname.endsWith('/login'));
      await dashboardSettled(owner);
    });

    // Every page of apps/dashboard/src/pages/*/pages.ts: the lists, and one detail page per area (reached from its list).
    it.each([
      ['home', null],
      ['analytics', null],
      ['analytics/errors', null],
      ['analytics/forms', null],
      ['analytics/settings', null],
      ['products', null],
      ['products/new', null],
      ['media', null],
      ['galleries', []],
      ['orders', []],
      ['customers', []],
      ['member-areas', ['new']],
      ['member-areas/new', null],
      ['restock', null],
      ['outbox', []],
      ['pages', null],
      ['tags', null],
      ['styles', null],
      ['comments', null],
      ['comments/settings', null],
      ['events', null],
      ['site-access', null],
      ['integrations', null],
      ['api-keys', null],
      ['product-feed', null],
      ['stores/new', null],
      ['header-footer', null],
      ['languages', null],
      ['forms', ['submissions']],
      ['forms/captcha', null],
      ['mailing-list', null],
      ['contributors', null],
    ] as const)('/config/%s, and one of its detail pages', async (path, detailExcept) => {
      await owner.goto(`/config/${path}`);
      await dashboardSettled(owner);
      await expectClean(owner, `/config/${path}`);
      if (detailExcept === null) return;
      const detail = await firstDetailLink(owner, path, [...detailExcept, 'captcha']);
      expect(detail, `a detail link on /config/${path}`).not.toBeNull();
      await owner.goto(detail as string);
      await dashboardSettled(owner);
      await expectClean(owner, detail as string);
    });

    it("a form's submissions, and one submission if there is one", async () => {
      await owner.goto('/config/forms');
      await dashboardSettled(owner);
      const form = await firstDetailLink(owner, 'forms', ['captcha', 'submissions']);
      await owner.goto(`${form}/submissions`);
      await dashboardSettled(owner);
      await expectClean(owner, `${form}/submissions`);
      const submission = await owner.locator(`a[href^="${form}/submissions/"]`).first().getAttribute('href', { timeout: 1000 }).catch(() => null);
      if (!submission) return;
      await owner.goto(submission);
      await dashboardSettled(owner);
      await expectClean(owner, submission);
    });
  });
});
