import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';
import { allIslandsHydrated } from './support/islands.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';
const DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;

/** Serious and critical WCAG A/AA violations on the page as it is now (as e2e/accessibility.e2e.test.ts counts them). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe[sandbox]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${v.help}`));
}

/** Whether the element the page has focused is `target`. */
const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Issue 14's galleries in Chromium against `plinth start`: a visitor sees the demo's /gallery page
 * with one gallery in each design, opens the lightbox, moves with the arrow keys and closes it with
 * Escape (focus back on the image that opened it), moves a slideshow with the keys; axe finds
 * nothing. The owner makes a gallery in the dashboard: images from the library, reordered from
 * the keyboard, a caption, the design chosen with a live preview, saved.
 */
describe('galleries', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const gallery = (design: (typeof DESIGNS)[number]) => page.locator(`section.gallery--${design}`);

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows /gallery, linked from Home, with one gallery in each of the four designs, images sized before they load', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'gallery', exact: true }).click();
    await page.waitForURL('**/gallery');
    await page.waitForLoadState('networkidle');
    await allIslandsHydrated(page);
    for (const design of DESIGNS) {
      const section = gallery(design);
      await expect.poll(() => section.count(), { message: design }).toBe(1);
      expect(await section.locator('img.gallery__image').count(), design).toBeGreaterThanOrEqual(8);
      // The srcset offers the library's derivatives, and the box is reserved (width and height set).
      const first = section.locator('img.gallery__image').first();
      expect(await first.getAttribute('srcset'), design).toContain('?format=300w 300w');
      expect(Number(await first.getAttribute('width')), design).toBeGreaterThan(0);
      await section.scrollIntoViewIfNeeded();
      // The first request of a size makes it (the demo's pictures are drawn then), so allow for that.
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000, message: design }).toBe(true);
      // For the picture of the whole gallery, every image (lazy ones included) is loaded first.
      await section.locator('img').evaluateAll((images: HTMLImageElement[]) => images.forEach((img) => (img.loading = 'eager')));
      await expect.poll(() => section.locator('img').evaluateAll((images: HTMLImageElement[]) => images.every((img) => img.complete && img.naturalWidth > 0)), { timeout: 60_000, message: design }).toBe(true);
      // Decoded too: Chromium paints images far below the fold only once decoded.
      await section.locator('img').evaluateAll((images: HTMLImageElement[]) => Promise.all(images.map((img) => img.decode().catch(() => undefined))));
      await section.screenshot({ path: `${SCREENSHOTS}/storefront-gallery-${design}.png` });
    }
    expect(await page.locator('.gallery__caption').count()).toBeGreaterThan(3);
    // A fresh store makes each picture's sizes on first request: minutes on a busy machine.
  }, 240_000);

  it('opens the grid’s lightbox, moves with the arrow keys (wrapping), and Escape closes it with focus back on the image', async () => {
    const opener = gallery('grid').locator('a[data-gallery-open="0"]');
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getAttribute('aria-label')).toMatch(/Image 1 of 12$/);
    expect(await hasFocus(dialog.getByRole('button', { name: 'Close' }))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getAttribute('aria-label')).toMatch(/Image 2 of 12$/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => dialog.getAttribute('aria-label')).toMatch(/Image 12 of 12$/);
    // Tab stays inside the open lightbox.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/storefront-gallery-lightbox.png` });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await hasFocus(opener)).toBe(true);
  });

  it('moves the slideshow with the arrow keys and its thumbnails, and the slider with its arrows', async () => {
    const slideshow = gallery('slideshow');
    const current = () => slideshow.locator('.gallery-carousel__slide--active').getAttribute('aria-label');
    await slideshow.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(current).toMatch(/^Image 2 of 8/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toMatch(/^Image 3 of 8/);
    await page.keyboard.press('End');
    await expect.poll(current).toMatch(/^Image 8 of 8/);
    await slideshow.getByRole('list', { name: 'Choose an image' }).getByRole('button', { name: /^Image 1 of 8/ }).click();
    await expect.poll(current).toMatch(/^Image 1 of 8/);

    const slider = gallery('slider');
    await slider.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => slider.locator('.gallery-carousel__slide--active').getAttribute('aria-label')).toMatch(/^Image 2 of 10/);
  });

  it('has no serious or critical axe violation on /gallery', async () => {
    const found = await violations(page);
    expect(found).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('lets the owner make a gallery: library images reordered from the keyboard, a caption, the slider design seen in the preview, saved', async () => {
    await signInOwner(page);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Galleries', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Galleries' }).waitFor();
    await page.getByRole('table').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-galleries.png`, fullPage: true });

    await page.getByLabel('New gallery').fill('Market day');
    await page.getByRole('button', { name: 'Create gallery' }).click();
    await page.getByRole('heading', { level: 1, name: 'Market day' }).waitFor();
    const galleryPath = new URL(page.url()).pathname;
    for (const name of ['stoneware-mug.png', 'linen-apron.png', 'beeswax-taper-candles.png']) {
      await page.getByRole('button', { name: 'Add images' }).click();
      const picker = page.getByRole('dialog', { name: 'Add an image' });
      await picker.getByLabel('Search files').fill(name.replace('.png', ''));
      await picker.getByRole('button', { name: 'Search', exact: true }).click();
      await picker.getByRole('list', { name: 'Existing Files' }).getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')}`) }).click();
      await picker.getByRole('button', { name: 'Add to gallery' }).click();
      await expect.poll(() => picker.count()).toBe(0);
    }
    const names = () => page.locator('.gallery-item__name').allTextContents();
    expect(await names()).toEqual(['1. stoneware-mug.png', '2. linen-apron.png', '3. beeswax-taper-candles.png']);

    // dnd-kit's keyboard sensor: Space lifts, an arrow moves, Space drops.
    await page.getByRole('button', { name: /^Drag beeswax-taper-candles\.png/ }).focus();
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      // dnd-kit measures and animates between keys, as a person's pace allows.
      await page.waitForTimeout(250);
    }
    await expect.poll(names).toEqual(['1. beeswax-taper-candles.png', '2. stoneware-mug.png', '3. linen-apron.png']);
    await page.getByLabel('Caption of image 1').fill('Lit for the market stall.');
    await page.getByLabel('Design').selectOption('slider');
    await page.getByText('Unsaved changes').waitFor();
    const preview = page.frameLocator('iframe[title^="Preview"]');
    await preview.locator('section.gallery--slider').waitFor();
    await expect.poll(() => preview.locator('.gallery__caption').first().textContent()).toBe('Lit for the market stall.');
    // Drawn at the slider's slide width (300 px by default), the image loaded.
    await expect.poll(() => preview.locator('.gallery-carousel__slide').first().evaluate((slide) => Math.round(slide.getBoundingClientRect().width)), { timeout: 10_000 }).toBe(300);
    await expect.poll(() => preview.locator('img.gallery__image').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-gallery.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save gallery' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // Saved as edited: the new order, the caption and the design.
    const saved = await page.evaluate(async (path) => (await (await fetch(`/api/owner${path.replace('/config', '')}`)).json()) as { gallery: { settings: { design: string }; items: { caption: string; media: { fileName: string } }[] } }, galleryPath);
    expect(saved.gallery.settings.design).toBe('slider');
    expect(saved.gallery.items.map((i) => i.media.fileName)).toEqual(['beeswax-taper-candles.png', 'stoneware-mug.png', 'linen-apron.png']);
    expect(saved.gallery.items[0]?.caption).toBe('Lit for the market stall.');
  });
});
