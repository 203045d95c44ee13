import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';
import { allIslandsHydrated } from './support/islands.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';

/** A photo-sized picture: grain (so it weighs what a photo does) tinted one colour, with a light square. */
async function picture(name: string, colour: { r: number; g: number; b: number }): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const square = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 250, g: 250, b: 240 } } }).png().toBuffer();
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .tint(colour)
    .composite([{ input: square, left: 150, top: 400 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Serious and critical WCAG A/AA violations on the page as it is now (as e2e/accessibility.e2e.test.ts counts them). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${v.help}`));
}

/**
 * Issue 14 in Chromium against `plinth start`: the owner uploads three pictures at once (a progress
 * bar each), renames one, sets a focal point by clicking and with the arrow keys, gives a product
 * two photos (reordered with the keyboard) and a variant image; the product page switches the
 * image with the variant; deleting a used file warns where it is used.
 */
describe('the media library and product photos', () => {
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const product = { id: '', urlId: '', title: 'Harbour Scarf' };

  const settled = async (heading: string | RegExp) => {
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await expect.poll(() => page.getByRole('progressbar', { name: 'Loading…' }).count()).toBe(0);
  };
  const shot = (name: string) => page.screenshot({ path: `${SCREENSHOTS}/dashboard-${name}.png`, fullPage: true });
  /** An owner API call from the signed-in page (cookie and crumb as the dashboard sends them). */
  const api = (method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ([method, path, body]) => {
        const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        const response = await fetch(path as string, { method: method as string, headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(crumb) }, body: body === undefined ? undefined : JSON.stringify(body) });
        return { status: response.status, body: response.status === 204 ? null : await response.json() };
      },
      [method, path, body] as const,
    );
  const tile = (name: string) => page.getByRole('list', { name: 'Existing Files' }).getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')}`) });

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    owner = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    page = await owner.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs in and opens Media from the sidebar', async () => {
    await signInOwner(page);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Media', exact: true }).click();
    await page.waitForURL('**/config/media');
    await settled('Media');
  });

  it('uploads three pictures at once, each with its progress bar, and lists them', async () => {
    const files = await Promise.all([
      picture('harbour-blue.jpg', { r: 40, g: 90, b: 160 }),
      picture('harbour-red.jpg', { r: 170, g: 40, b: 40 }),
      picture('harbour-green.jpg', { r: 40, g: 130, b: 70 }),
    ]);
    // A slow uplink (1 MB/s), so each bar is seen part-way; record the bars' values while they run.
    const cdp = await owner.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.evaluate(() => {
      const seen: Record<string, number[]> = {};
      (window as unknown as { seenProgress: typeof seen }).seenProgress = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll<HTMLProgressElement>('.media-uploads__bar')) {
          const name = (bar.getAttribute('aria-label') ?? '').split(':')[0];
          if (bar.hasAttribute('value')) (seen[name] ??= []).push(bar.value);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByRole('button', { name: 'Choose File' }).waitFor();
    await page.getByTestId('media-file-input').setInputFiles(files);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect.poll(() => uploads.getByRole('listitem').count()).toBe(3);
    expect(await uploads.locator('progress').count()).toBe(3);
    for (const file of files) await uploads.getByRole('listitem').filter({ hasText: file.name }).getByText('Uploaded').waitFor({ timeout: 30_000 });
    expect(await uploads.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = await page.evaluate(() => (window as unknown as { seenProgress: Record<string, number[]> }).seenProgress);
    for (const file of files) expect(seen[file.name]?.some((value) => value > 0 && value < 100), `${file.name}: ${seen[file.name]}`).toBe(true);
    for (const file of files) await tile(file.name).waitFor();
    await shot('media');
  });

  it("takes files dropped on the zone: cancels one while it is sent, and refuses a file that is not a supported type", async () => {
    const big = await picture('harbour-slow.jpg', { r: 120, g: 120, b: 40 });
    const drop = async (files: { name: string; mimeType: string; buffer: Buffer }[]) => {
      const transfer = await page.evaluateHandle(
        (files) => {
          const data = new DataTransfer();
          for (const f of files) data.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType }));
          return data;
        },
        files.map((f) => ({ name: f.name, mimeType: f.mimeType, bytes: [...f.buffer] })),
      );
      await page.locator('.media-drop').dispatchEvent('dragover', { dataTransfer: transfer });
      await page.locator('.media-drop').dispatchEvent('drop', { dataTransfer: transfer });
    };
    const cdp = await owner.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 100 * 1024 });
    await page.getByRole('button', { name: 'Clear finished uploads' }).click();
    await drop([big]);
    const row = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'harbour-slow.jpg' });
    await expect.poll(async () => Number(await row.locator('progress').getAttribute('value'))).toBeGreaterThan(0);
    await row.getByRole('button', { name: 'Cancel upload of harbour-slow.jpg' }).click();
    await row.getByText('File processing cancelled.').waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await drop([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }]);
    const refused = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'notes.txt' });
    await refused.getByText('The file notes.txt does not appear to be a supported file type.').waitFor();
    const alert = page.locator('.media-upload').getByRole('alert');
    expect(await alert.textContent()).toBe('Unable to Upload FileThere was a problem while uploading your file');
    await shot('media-upload-refused');
    expect(await tile('harbour-slow.jpg').count()).toBe(0);
  });

  it("renames a file, refusing an empty name with the spec's sentence", async () => {
    await tile('harbour-red.jpg').click();
    const detail = page.getByRole('complementary', { name: 'Chosen file' });
    await detail.getByRole('heading', { name: 'File Detail' }).waitFor();
    await detail.getByLabel('File name').fill('  ');
    await detail.getByRole('button', { name: 'Rename' }).click();
    await detail.getByRole('alert').getByText('Please enter a file name.').waitFor();
    await detail.getByLabel('File name').fill('scarf-red.jpg');
    await detail.getByRole('button', { name: 'Rename' }).click();
    await tile('scarf-red.jpg').waitFor();
    expect(await tile('harbour-red.jpg').count()).toBe(0);
  });

  it('sets the focal point by clicking on the picture, then moves it with the arrow keys', async () => {
    const detail = page.getByRole('complementary', { name: 'Chosen file' });
    const frame = detail.locator('.focal__frame');
    const box = (await frame.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    const marker = detail.getByRole('button', { name: /^Focal point:/ });
    await expect.poll(() => marker.getAttribute('aria-label')).toBe('Focal point: 25% from the left, 75% from the top');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('focal__marker');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowUp');
    await expect.poll(() => marker.getAttribute('aria-label')).toBe('Focal point: 26% from the left, 65% from the top');
    const id = await selectedId();
    const saved = async () => {
      const point = (await api('GET', `/api/owner/media/${id}`)).body.file.mediaFocalPoint;
      return point && { x: Math.round(point.x * 100), y: Math.round(point.y * 100) };
    };
    await expect.poll(saved, { timeout: 5000 }).toEqual({ x: 26, y: 65 });
    await shot('media-detail');
    expect(await violations(page)).toEqual([]);
  });

  /** The id of the file shown in File Detail (from its address). */
  const selectedId = async () => {
    const href = await page.getByRole('complementary', { name: 'Chosen file' }).locator('a[href^="/media/"]').getAttribute('href');
    return href!.split('/')[2];
  };

  it('gives a product two photos (reordered with the keyboard) and a variant image', async () => {
    const { body: collections } = await api('GET', '/api/owner/collections');
    const shop = collections.collections.find((c: { urlId: string }) => c.urlId === 'shop');
    const created = await api('POST', '/api/owner/products', {
      collectionId: shop.id,
      title: product.title,
      productType: 'PHYSICAL',
      variants: [
        { attributes: { Colour: 'Blue' }, priceCents: 4200, qtyInStock: 5 },
        { attributes: { Colour: 'Red' }, priceCents: 4200, qtyInStock: 5 },
      ],
    });
    expect(created.status).toBe(201);
    Object.assign(product, { id: created.body.product.id, urlId: created.body.product.urlId });

    await page.goto(`/config/products?q=${encodeURIComponent(product.title)}`);
    await settled('Products');
    await page.getByRole('link', { name: `Photos of ${product.title}` }).click();
    await settled(`Photos of ${product.title}`);
    for (const name of ['harbour-blue.jpg', 'scarf-red.jpg']) {
      await page.getByRole('button', { name: 'Add photos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a photo' });
      if (name === 'harbour-blue.jpg') {
        await dialog.getByRole('list', { name: 'Existing Files' }).waitFor();
        await shot('media-picker');
        expect(await violations(page)).toEqual([]);
      }
      await dialog.getByRole('list', { name: 'Existing Files' }).getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')}`) }).click();
      await dialog.getByRole('button', { name: 'Add to product' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const photos = page.getByRole('list', { name: /^Photos, in the order shown/ });
    await expect.poll(() => photos.getByRole('listitem').count()).toBe(2);
    // Keyboard drag and drop: Space picks the red photo up, ArrowLeft moves it first, Space drops it.
    await photos.getByRole('button', { name: /^Drag scarf-red\.jpg/ }).focus();
    for (const key of ['Space', 'ArrowLeft', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
    await expect.poll(() => photos.locator('.photo__name').allTextContents()).toEqual(['scarf-red.jpg', 'harbour-blue.jpg']);
    // And back with the buttons.
    await photos.getByRole('button', { name: 'Move earlier harbour-blue.jpg' }).click();
    await expect.poll(() => photos.locator('.photo__name').allTextContents()).toEqual(['harbour-blue.jpg', 'scarf-red.jpg']);
    await page.getByLabel('Alt text of scarf-red.jpg').fill('The Harbour Scarf in red');
    await page.getByLabel('Photo for Red').selectOption({ label: '2. scarf-red.jpg' });
    await page.getByRole('button', { name: 'Save photos' }).click();
    await page.getByRole('status').getByText('Photos saved.').waitFor();
    await shot('product-photos');
    expect(await violations(page)).toEqual([]);
    const saved = (await api('GET', `/api/owner/products/${product.id}/images`)).body;
    expect(saved.images.map((i: { fileName: string }) => i.fileName)).toEqual(['harbour-blue.jpg', 'scarf-red.jpg']);
    expect(saved.images[1].altText).toBe('The Harbour Scarf in red');
  });

  it('the product page switches to the variant image when the visitor picks the variant', async () => {
    const visitorContext = await browser.newContext({ baseURL, viewport: { width: 1100, height: 900 } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/shop/${product.urlId}`);
    // The islands answer once hydrated (runtime.tsx marks each).
    await allIslandsHydrated(visitor);
    const image = visitor.locator('.plinth-variant-image__img');
    expect(await image.getAttribute('src')).toMatch(/\/media\/[^/]+\/harbour-blue\.jpg/);
    await visitor.getByRole('radio', { name: 'Red' }).check();
    await expect.poll(() => image.getAttribute('src')).toMatch(/\/media\/[^/]+\/scarf-red\.jpg/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await visitor.screenshot({ path: `${SCREENSHOTS}/storefront-variant-photo.png` });
    await visitorContext.close();
  });

  it('warns where a file is used before deleting it', async () => {
    await page.goto('/config/media');
    await settled('Media');
    await tile('scarf-red.jpg').click();
    const detail = page.getByRole('complementary', { name: 'Chosen file' });
    await detail.getByText('Used on 1 product').waitFor();
    await detail.getByRole('button', { name: 'Delete scarf-red.jpg' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete scarf-red.jpg?' });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain(`This file is used on 1 product: ${product.title}.`);
    expect(text).toContain('can’t be undone, and links to the file must be updated');
    await shot('media-delete');
    await dialog.getByRole('button', { name: 'Delete file' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => tile('scarf-red.jpg').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
