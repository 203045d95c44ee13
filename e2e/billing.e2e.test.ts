import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = process.env.PLINTH_SHOTS ?? 'screenshots';

/** The hosted builder's billing paths lead to the site's plan: self-hosted, every entitlement on (issue 35). */
describe('billing paths', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
    await signInOwner(page, '/config/settings/billing/upgrade');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('/settings/billing/upgrade and /settings/billing/subscriptions/website show the plan and what it turns on', async () => {
    for (const path of ['/config/settings/billing/upgrade', '/config/settings/billing/subscriptions/website']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Plan' }).waitFor();
      await page.getByRole('heading', { name: 'Self-hosted' }).waitFor();
      expect(await page.getByRole('listitem').filter({ hasText: 'Gift cards' }).count()).toBe(1);
      expect(await page.locator('.plan__item').count()).toBe(19);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/billing-plan.png`, fullPage: true });
  });
});
