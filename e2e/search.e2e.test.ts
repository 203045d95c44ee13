import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { islandHydrated } from './support/islands.ts';
import { ADMIN } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';
const CUSTOMER = { email: process.env.PLINTH_DEMO_CUSTOMER_EMAIL || 'customer@plinth.local', password: process.env.PLINTH_DEMO_CUSTOMER_PASSWORD || 'plinth-demo-customer' };

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${v.help}`));
}

/** Types a search in the page's search field and sends it with Enter, as a visitor does. */
async function search(page: Page, words: string): Promise<void> {
  const field = page.getByLabel('Search the site');
  await field.fill(words);
  await Promise.all([page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === words), field.press('Enter')]);
}

/**
 * Issue 17's search journey in Chromium against `plinth start`: a visitor finds a product by a word
 * of its description (the word marked in the excerpt) and opens it; the members-only page's words
 * find nothing for them ("no results" help), and find it once the demo customer, a member, signs in.
 */
describe('site search', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds a product by a word of its description and opens it', async () => {
    await page.goto('/search');
    await page.getByText('Type a word or two to search the site.').waitFor();
    await search(page, 'dishwasher');
    await page.getByText('1 result for “dishwasher”').waitFor();
    const result = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Speckled Stoneware Mug' }) });
    expect(await result.locator('mark').allInnerTexts()).toEqual(['dishwasher']);
    expect(await page.getByLabel('Search the site').inputValue()).toBe('dishwasher');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/storefront-search-results.png`, fullPage: true });
    await page.getByRole('link', { name: 'Speckled Stoneware Mug' }).click();
    await page.waitForURL('**/shop/stoneware-mug');
    await page.getByRole('heading', { name: 'Speckled Stoneware Mug' }).waitFor();
  });

  it('filters by kind of content', async () => {
    await page.goto('/search');
    await search(page, 'sourdough');
    const posts = page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: /^Posts/ });
    await posts.click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'post');
    expect(await page.getByRole('navigation', { name: 'Result types' }).getByRole('link', { name: /^Posts/ }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('heading', { level: 2, name: 'Feeding a sourdough starter, without the fuss' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Sourdough Baking Workshop' }).count()).toBe(0);
  });

  it('plays an album: its track list and keys, labelled buttons', async () => {
    // The owner publishes a page of three audio blocks (an album) through the editor's API.
    const owner = await browser.newContext({ baseURL });
    const ownerPage = await owner.newPage();
    await ownerPage.goto('/');
    const crumb = (await owner.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const api = ownerPage.request;
    const headers = { 'X-CSRF-Token': crumb };
    expect((await api.post('/api/owner/session', { headers, data: { email: ADMIN.email, password: ADMIN.password } })).ok()).toBe(true);
    const made = await api.post('/api/owner/pages', { headers, data: { title: 'Listening room', urlId: 'listening-room' } });
    const { id } = (await made.json()).page;
    expect((await api.patch(`/api/owner/pages/${id}`, { headers, data: { status: 'published' } })).ok()).toBe(true);
    const url = `/api/owner/editor/pages/${id}/document`;
    const { revision } = await (await api.get(url)).json();
    const blocks = ['Side A', 'Side B', 'Side C'].map((title, i) => ({ id: `track-${i}`, type: 'audio', url: `https://cdn.plinth.example/${i}.mp3`, title }));
    const saved = await api.put(url, { headers, data: { document: { version: 1, sections: [{ id: 'main', blocks }] }, baseRevision: revision } });
    expect(saved.ok()).toBe(true);
    expect((await api.post(`/api/owner/editor/pages/${id}/publish`, { headers, data: { revision: (await saved.json()).revision } })).ok()).toBe(true);
    await owner.close();

    await page.goto('/listening-room');
    const player = page.getByRole('region', { name: 'Audio player: 3 tracks' });
    await islandHydrated(page, 'AudioPlayer');
    const tracks = player.getByRole('list', { name: 'Tracks' });
    expect(await tracks.getByRole('button').allInnerTexts()).toEqual(['1. Side A', '2. Side B', '3. Side C']);
    expect(await player.getByRole('button', { name: 'Previous track' }).isDisabled()).toBe(true);
    await player.getByRole('button', { name: 'Play Side A' }).focus();
    await page.keyboard.press('ArrowDown');
    await player.getByRole('button', { name: 'Play Side B' }).waitFor();
    expect(await tracks.getByRole('button', { name: '2. Side B' }).getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await player.getByRole('button', { name: 'Play Side C' }).waitFor();
    expect(await player.getByRole('button', { name: 'Next track' }).isDisabled()).toBe(true);
    await page.keyboard.press('ArrowUp');
    await player.getByRole('button', { name: 'Play Side B' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await player.screenshot({ path: `${SCREENSHOTS}/storefront-audio-player.png` });
  });

  it('does not find the members-only page for a visitor, and finds it for a member', async () => {
    await page.goto('/search');
    await search(page, 'fridge');
    await page.getByText('No results for “fridge”.').waitFor();
    await page.getByText('Check the spelling of your words.').waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Members' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/storefront-search-no-results.png`, fullPage: true });

    await page.goto('/account/sign-in');
    await islandHydrated(page, 'Account');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/account');
    await page.goto('/search');
    await search(page, 'fridge');
    await page.getByText('1 result for “fridge”').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Members' }).getByRole('link').click();
    await page.waitForURL('**/members');
    expect(pageErrors).toEqual([]);
  });
});
