import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

const SCREENSHOTS = 'screenshots';

/** Serious and critical WCAG 2 A/AA violations on the page, one line each. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${violation.help}`));
}

/** The element that has the keyboard focus, by its label's text. */
const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);

/**
 * A new install without the demo (issue 29): `plinth start` on a fresh data folder serves an empty
 * site; /config shows "Create your site"; the owner fills it by keyboard, lands in the dashboard on
 * the getting-started checklist, and the setup cannot be done again.
 */
describe('setting up a new site', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plinth-setup-e2e-'));
  let server: ServerProcess;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startServerProcess({ dataDir, demo: false });
    browser = await launchChromium();
    // The owner's browser is in Paris: the form offers its time zone.
    owner = await browser.newContext({ baseURL: server.baseURL, timezoneId: 'Europe/Paris' });
    page = await owner.newPage();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the empty site to visitors before its owner sets it up', async () => {
    const visit = await page.goto('/');
    expect(visit?.status()).toBe(200);
    expect(await page.title()).toContain('My Site');
    expect((await page.goto('/shop'))?.status()).toBe(404);
    await page.goto('/');
    await page.screenshot({ path: `${SCREENSHOTS}/setup-empty-site.png`, fullPage: true });
  });

  it('opens /config on "Create your site", with the browser\'s time zone and USD, axe clean', async () => {
    await page.goto('/config');
    await page.getByRole('heading', { level: 1, name: 'Create your site' }).waitFor();
    expect(page.url()).toBe(`${server.baseURL}/config/setup`);
    await expect.poll(() => page.getByLabel('Time zone').inputValue()).toBe('Europe/Paris');
    expect(await page.getByLabel('Currency').inputValue()).toBe('USD');
    expect(await page.getByLabel('Currency').locator('option').count()).toBe(27);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/setup-form.png`, fullPage: true });
  });

  it('shows each refusal next to its field, by keyboard alone', async () => {
    // Tab to the first field, then submit the empty form with Enter.
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Site title');
    await page.keyboard.press('Enter');
    const title = page.getByLabel('Site title');
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#setup-title-field-problem').textContent()).toBe('Site title is required.');
    expect(await page.locator('#setup-email-problem').textContent()).toBe('Email is required.');
    // The form hands the focus to the first refused field, which is described by its refusal.
    expect(await focusedLabel(page)).toBe('Site title');
    expect(await title.getAttribute('aria-describedby')).toContain('setup-title-field-problem');

    await page.keyboard.type('Hazel & Rye');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Your e-mail');
    await page.keyboard.type('owner@hazel.test');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Password');
    await page.keyboard.type('too-short');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#setup-password-problem').textContent()).toBe('Password must be at least 10 characters.');
    expect(await page.locator('#setup-title-field-problem').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/setup-form-refused.png`, fullPage: true });
  });

  it('creates the site and its owner, and opens the dashboard on the checklist', async () => {
    await page.getByLabel('Password').fill('a long enough secret');
    await page.getByLabel('Currency').focus();
    await page.keyboard.type('EUR');
    expect(await page.getByLabel('Currency').inputValue()).toBe('EUR');
    // Tab to the button and press it.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Create site');
    await page.keyboard.press('Enter');
    const checklist = page.getByRole('region', { name: 'Get your site ready' });
    await checklist.waitFor();
    // The first screen after sign-in is Home (issue 33), with the checklist on it.
    expect(page.url()).toBe(`${server.baseURL}/config/home`);
    expect(await checklist.getByText('0 of 4 done').count()).toBe(1);
    for (const step of ['Add a product', 'Choose a design', 'Connect e-mail']) expect(await checklist.getByRole('link', { name: step }).count(), step).toBe(1);
    expect(await checklist.getByText('Connect payments').count()).toBe(1);
    expect(await page.getByText('owner@hazel.test').count()).toBe(1);
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/setup-checklist.png`, fullPage: true });
    // The site carries its title; the owner's currency is the dashboard's.
    const home = await (await fetch(`${server.baseURL}/`)).text();
    expect(home).toContain('Hazel &amp; Rye');
  });

  it('links each step to the screen that does it', async () => {
    await page.getByRole('link', { name: 'Add a product' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add product' }).waitFor();
    expect(page.url()).toBe(`${server.baseURL}/config/products/new`);
  });

  it('keeps the checklist dismissed, and refuses a second setup', async () => {
    await page.goto('/config');
    const checklist = page.getByRole('region', { name: 'Get your site ready' });
    await checklist.waitFor();
    await checklist.getByRole('button', { name: 'Dismiss checklist' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => checklist.count()).toBe(0);
    // The focus does not fall back to the top of the document: it is on the page.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Get your site ready' }).count()).toBe(0);

    // Anyone else now meets the sign-in page, and the setup screen says the site is set up.
    const stranger = await browser.newContext({ baseURL: server.baseURL });
    const other = await stranger.newPage();
    await other.goto('/config');
    await other.getByRole('heading', { level: 1, name: 'Sign in to your site' }).waitFor();
    await other.goto('/config/setup');
    await other.getByRole('heading', { level: 1, name: 'This site is set up' }).waitFor();
    await stranger.close();
  });
});
