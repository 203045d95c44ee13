import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { allIslandsHydrated } from './support/islands.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
/** Where the screenshots go (looked at by whoever changes a design). */
const SHOTS = process.env.PLINTH_DESIGN_SHOTS || 'screenshots/designs';

/** Serious and critical WCAG A/AA violations on the page as it is now (a card's thumbnail frame is the storefront, audited on its own). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${v.help}`));
}

/** The design a storefront page is drawn with (its layout's body class; the default's has none). */
async function designOf(page: Page): Promise<string> {
  const classes = await page.locator('body').getAttribute('class');
  return /design-(\w+)/.exec(classes ?? '')?.[1] ?? 'default';
}

/** Settled: loaded, and the islands the page started hydrated. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  const runtime = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/runtime-[^/]*\.js$/.test(entry.name)));
  if (runtime) await allIslandsHydrated(page);
}

/** The pages each design is looked at on. */
const PAGES = [
  ['home', '/'],
  ['shop', '/shop'],
  ['product', '/shop/merino-crew-tee'],
  ['blog', '/blog'],
  ['post', '/blog/feeding-a-sourdough-starter'],
] as const;

/**
 * Issue 31's designs in Chromium against `plinth start`: the owner sees every design as a card with
 * its live thumbnail, previews Market on the live site (a visitor meanwhile sees the site unchanged),
 * looks at every design on the home, shop, product and post pages (axe clean), switches to Market by
 * keyboard — visitors see it at once, content kept — and switches back to the default, as the shared
 * e2e server must stay; then changes Market's own settings beside a live preview, saves a draft no
 * visitor sees, publishes it, and puts them back.
 */
describe('designs', () => {
  let browser: Browser;
  let owner: BrowserContext;
  let visitor: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
    owner = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    visitor = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    page = await owner.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    // Whatever happened above, the shared server goes back to the default design.
    try {
      await page.goto('/config/design');
      const back = page.getByRole('listitem').filter({ hasText: 'Plinth' }).getByRole('button', { name: 'Use this design' });
      await page.getByRole('heading', { level: 2, name: /Plinth/ }).waitFor();
      if (await back.count()) {
        await back.click();
        await page.getByRole('status').filter({ hasText: 'Plinth is now' }).waitFor();
      }
    } finally {
      await browser?.close();
    }
  });

  it('shows each design as a card with a live thumbnail of the site, the one in use marked', async () => {
    await signInOwner(page, '/config/design');
    await page.getByRole('heading', { level: 1, name: 'Design' }).waitFor();
    const cards = page.getByRole('list', { name: 'Designs' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(4);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['PlinthIn use', 'Journal', 'Market', 'Portfolio']);
    expect(await page.getByRole('button', { name: 'Use this design' }).count()).toBe(3);
    // Each thumbnail is the site's own home page drawn with that design.
    const frames = page.locator('iframe.design-card__frame');
    await expect.poll(() => frames.count()).toBe(4);
    for (const [index, design] of [[0, 'default'], [1, 'journal'], [2, 'market'], [3, 'portfolio']] as const) {
      const frame = frames.nth(index);
      await frame.scrollIntoViewIfNeeded();
      const body = frame.contentFrame().locator('body');
      await expect.poll(async () => /design-(\w+)/.exec((await body.getAttribute('class')) ?? '')?.[1] ?? 'default', { timeout: 15_000 }).toBe(design);
      expect(await frame.contentFrame().getByText('Welcome to the Plinth Demo Store').count()).toBeGreaterThan(0);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/dashboard-design.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
  });

  it('previews Market on the live site for the owner only', async () => {
    const market = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Market' }) });
    const [preview] = await Promise.all([owner.waitForEvent('page'), market.getByRole('link', { name: /^Preview/ }).click()]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).search).toBe('?design=market');
    expect(await designOf(preview)).toBe('market');
    await preview.close();
    const stranger = await visitor.newPage();
    await stranger.goto('/?design=market');
    expect(await designOf(stranger)).toBe('default');
    await stranger.close();
  });

  it('draws the home, shop, product, blog and post pages in every design, accessibly', async () => {
    const look = await owner.newPage();
    look.on('pageerror', (error) => pageErrors.push(String(error)));
    for (const design of ['default', 'market', 'journal', 'portfolio']) {
      for (const [name, path] of PAGES) {
        await look.goto(`${path}?design=${design}`);
        await settled(look);
        expect(await designOf(look), `${design} ${path}`).toBe(design);
        await look.evaluate(() => window.scrollTo(0, 0));
        await look.screenshot({ path: `${SHOTS}/${design}-${name}.png`, fullPage: true });
        expect(await violations(look), `${design} ${path}`).toEqual([]);
      }
    }
    await look.close();
  }, 200_000);

  it('keeps every other page kind of the demo accessible in Market, Journal and Portfolio', async () => {
    const look = await owner.newPage();
    look.on('pageerror', (error) => pageErrors.push(String(error)));
    const others = ['/events', '/events/winter-pottery-fair', '/gallery', '/about', '/contact', '/search?q=mug', '/account', '/cart', '/checkout', '/no-such-page', '/members'];
    for (const design of ['market', 'journal', 'portfolio']) {
      for (const path of others) {
        await look.goto(`${path}${path.includes('?') ? '&' : '?'}design=${design}`);
        await settled(look);
        expect(await designOf(look), `${design} ${path}`).toBe(design);
        expect(await violations(look), `${design} ${path}`).toEqual([]);
      }
    }
    await look.screenshot({ path: `${SHOTS}/journal-members.png`, fullPage: true });
    await look.close();
  }, 300_000);

  it('switches to Market by keyboard: visitors see it at once with the same content; then back to the default', async () => {
    const market = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Market' }) });
    await market.getByRole('link', { name: 'Settings of Market' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Use this design');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Market is now your site’s design.' }).waitFor();
    expect(await market.getByText('In use').count()).toBe(1);

    const shop = await visitor.newPage();
    await shop.goto('/shop');
    expect(await designOf(shop)).toBe('market');
    expect(await shop.locator('.product-card__title').allTextContents()).toContain('Merino Crew Tee');
    expect(await shop.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).count()).toBe(1);

    const plinth = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Plinth/ }) });
    await plinth.getByRole('button', { name: 'Use this design' }).click();
    await page.getByRole('status').filter({ hasText: 'Plinth is now your site’s design.' }).waitFor();
    await shop.reload();
    expect(await designOf(shop)).toBe('default');
    await shop.close();
  });

  it('changes Market’s own settings beside a live preview, saves a draft the visitors do not see, publishes, and puts them back', async () => {
    await page.goto('/config/design');
    const market = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Market' }) });
    await market.getByRole('link', { name: 'Settings of Market' }).click();
    await page.getByRole('heading', { level: 1, name: 'Market settings' }).waitFor();
    const frame = page.frameLocator('iframe[title^="Preview of the site in Market"]');
    const grid = frame.locator('.product-grid').first();
    await grid.waitFor();
    const columns = () => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    // By keyboard: the radio group of Products per row, arrow keys move the choice; the preview follows at once.
    await page.getByRole('group', { name: 'Products per row' }).getByRole('radio', { name: 'As many as fit' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Five' }).isChecked()).toBe(true);
    await expect.poll(columns).toBe(5);
    await page.getByRole('radio', { name: 'Open, with space between' }).check();
    await expect.poll(() => frame.locator('.product-card').first().evaluate((el) => getComputedStyle(el).borderRightWidth)).toBe('0px');
    await page.screenshot({ path: `${SHOTS}/dashboard-design-settings.png` });
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/?design=market&design-draft');
    expect(await visitorPage.locator('#plinth-design-tweaks').textContent()).toBe('');
    const look = await owner.newPage();
    await look.goto('/shop?design=market&design-draft');
    expect(await look.locator('.product-grid').first().evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(5);
    await look.screenshot({ path: `${SHOTS}/market-shop-five-open.png` });
    await look.close();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Published: every page drawn with Market now uses these settings.' }).waitFor();
    // Back as it came, published, so the shared server is as it was.
    await page.getByRole('radio', { name: 'As many as fit' }).check();
    await page.getByRole('radio', { name: 'Ruled, like a catalogue' }).check();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Published:' }).waitFor();
    await expect.poll(() => page.getByText('Draft not yet published').count()).toBe(0);
    await visitorPage.close();
    expect(pageErrors).toEqual([]);
  });
});
