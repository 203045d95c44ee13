import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';
/** The demo seed's passwords (apps/server/src/seed/demo-site-extras.ts). */
const SITE_PASSWORD = 'plinth-preview';
const TRADE_PASSWORD = 'plinth-trade';

/** Serious and critical WCAG A/AA violations on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${v.help}`));
}

/**
 * Issue 17's special page types in Chromium against `plinth start`: the owner locks the site and a
 * visitor is asked for its password (a wrong one says so); the demo's trade-prices page asks for its
 * own; a popup shows once, closes with Escape and stays closed, and shows again when the owner
 * makes a new version. Every site-wide switch is turned off again, whatever happens: the server is
 * shared with every other journey.
 */
describe('special page types', () => {
  let browser: Browser;
  let owner: BrowserContext;
  const pageErrors: string[] = [];

  /** An owner API call with the owner's session and crumb. */
  async function ownerCall(method: 'PUT' | 'GET', path: string, data?: unknown) {
    const crumb = (await owner.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const response = await owner.request.fetch(path, { method, data, headers: { 'X-CSRF-Token': decodeURIComponent(crumb) } });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return response.json();
  }

  /** A visitor in a browser of their own (no owner cookie: owners pass the lock). */
  async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    return { context, page };
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    owner = await browser.newContext({ baseURL });
    await signInOwner(await owner.newPage());
  });

  afterAll(async () => {
    // Whatever failed above, the shared server's site is left unlocked and without a popup.
    if (owner) {
      await ownerCall('PUT', '/api/owner/site-access/lock', { enabled: false, message: '' }).catch(() => {});
      const { popup } = await ownerCall('GET', '/api/owner/site-access').catch(() => ({ popup: null }));
      if (popup) await ownerCall('PUT', '/api/owner/site-access/popup', { ...popup, version: undefined, enabled: false }).catch(() => {});
    }
    await browser?.close();
  });

  it('the owner locks the site in Site access; every visitor is asked for the password, a wrong one says so', async () => {
    const dashboard = await owner.newPage();
    dashboard.on('pageerror', (error) => pageErrors.push(String(error)));
    await signInOwner(dashboard, '/config/site-access');
    await dashboard.getByRole('heading', { level: 1, name: 'Site access' }).waitFor();
    const lockForm = dashboard.getByRole('form', { name: 'Lock screen' });
    await lockForm.getByLabel('Lock the site with a password').check();
    await lockForm.getByLabel('Message on the lock screen').fill('We open on Saturday.');
    await lockForm.getByRole('button', { name: 'Save lock screen' }).click();
    const { context, page } = await visitor();
    try {
      await lockForm.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
      expect(await violations(dashboard)).toEqual([]);
      await dashboard.screenshot({ path: `${SCREENSHOTS}/dashboard-site-access.png`, fullPage: true });
      await page.goto('/shop');
      await page.getByRole('heading', { level: 1, name: 'This site is password protected' }).waitFor();
      expect(await page.getByText('We open on Saturday.').isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/page-type-103-lock-screen.png` });
      await page.getByLabel('Password').fill('not-it');
      await page.getByRole('button', { name: 'Enter' }).click();
      await page.getByRole('alert').filter({ hasText: 'That password is not right. Please try again.' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/page-type-103-wrong-password.png` });
      await page.getByLabel('Password').fill(SITE_PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/shop' && !url.search);
      await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    } finally {
      await ownerCall('PUT', '/api/owner/site-access/lock', { enabled: false, message: '' });
      await context.close();
    }
    const { context: later, page: after } = await visitor();
    await after.goto('/shop');
    await after.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await later.close();
  });

  it('asks for the trade-prices page’s own password, then shows it', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto('/trade');
      await page.getByRole('heading', { level: 1, name: 'Trade prices is password protected' }).waitFor();
      expect(await page.getByText('40% off').count()).toBe(0);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/page-type-105-protected-page.png` });
      await page.getByLabel('Password').fill(TRADE_PASSWORD);
      await page.getByRole('button', { name: 'Enter' }).click();
      await page.getByText('40% off the shop price').waitFor();
      expect(new URL(page.url()).pathname).toBe('/trade');
    } finally {
      await context.close();
    }
  });

  it('the owner turns the popup on and picks its corner by keyboard; it shows once, closes with Escape, and again for a new version', async () => {
    const { popup } = await ownerCall('GET', '/api/owner/site-access');
    const settings = { enabled: true, title: popup.title, body: popup.body, buttonLabel: popup.buttonLabel, buttonUrl: popup.buttonUrl, position: 'bottom-right' };
    const dashboard = await owner.newPage();
    await dashboard.goto('/config/site-access');
    const popupForm = dashboard.getByRole('form', { name: 'Popup' });
    await popupForm.getByLabel('Show the popup').check();
    // The 3×3 grid is one radio group: from Top right, the arrow keys walk the grid row by row.
    await popupForm.getByRole('radio', { name: 'Top right' }).check();
    await popupForm.getByRole('radio', { name: 'Top right' }).focus();
    for (let i = 0; i < 6; i++) await dashboard.keyboard.press('ArrowDown');
    expect(await popupForm.getByRole('radio', { name: 'Bottom right' }).isChecked()).toBe(true);
    await popupForm.getByRole('button', { name: 'Save popup' }).click();
    await popupForm.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const { context, page } = await visitor();
    try {
      await page.goto('/about');
      const dialog = page.getByRole('dialog', { name: popup.title });
      await dialog.waitFor();
      // Focus is inside the dialog; it sits in the bottom-right corner.
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      const box = (await dialog.boundingBox()) as { x: number; y: number; width: number; height: number };
      expect(box.x + box.width).toBeGreaterThan(1280 - 40);
      expect(box.y + box.height).toBeGreaterThan(860 - 40);
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/page-type-104-popup.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // The dialog's close event comes a moment after it hides.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('version'))).toBe(String(popup.version));
      expect(await page.evaluate(() => localStorage.getItem('date-closed'))).toMatch(/^\d{4}-\d\d-\d\dT/);

      await page.goto('/blog');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      expect(await dialog.isVisible()).toBe(false);

      await ownerCall('PUT', '/api/owner/site-access/popup', { ...settings, newVersion: true });
      await page.reload();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.evaluate(() => localStorage.getItem('version'))).toBe(String(popup.version + 1));

      // Following its button counts as submitted: it does not come back either.
      await ownerCall('PUT', '/api/owner/site-access/popup', { ...settings, newVersion: true });
      await page.reload();
      await dialog.getByRole('link', { name: popup.buttonLabel }).click();
      await page.waitForURL((url) => url.pathname === popup.buttonUrl);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => [localStorage.getItem('version'), localStorage.getItem('submitted') !== null])).toEqual([String(popup.version + 2), true]);
      await page.reload();
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      expect(await dialog.isVisible()).toBe(false);
    } finally {
      await ownerCall('PUT', '/api/owner/site-access/popup', { ...settings, enabled: false });
      await context.close();
    }
  });

  it('shows the splash page and the not-found page with its search box', async () => {
    const { context, page } = await visitor();
    try {
      await page.goto('/welcome');
      await page.getByRole('heading', { level: 1, name: 'Welcome to the studio' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/page-type-3-splash.png` });
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await violations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/page-type-100-not-found.png` });
      await page.getByLabel('Search the site').fill('mug');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'mug');
    } finally {
      await context.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
