import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = process.env.PLINTH_SHOTS_DIR || 'screenshots';
const TAG = Date.now().toString(36);

/** A small green PNG. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60, 0);
  header.writeUInt32BE(40, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(180).map((_, i) => [30, 140, 70][i % 3] as number)]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: 40 }, () => row)))), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Issue 34's journey in Chromium against `plinth start` (PLINTH_IMPORT_ALLOW_HOSTS lets its picture
 * server through): the owner imports a WordPress export and a Shopify product CSV in Settings →
 * Import and watches each finish; a visitor reads the imported post with its picture served by
 * Plinth, buys the imported product, and an old address of the post answers 301; a customer downloads
 * their own data from /account. What it made is deleted at the end.
 */
describe('imports: an owner moves in', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  let server: Server;
  let pictures = '';
  const folder = mkdtempSync(join(tmpdir(), 'plinth-e2e-import-'));
  const pageErrors: string[] = [];
  const made: { postId?: string; productId?: string } = {};

  const call = async (page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
    const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const response = await page.request.fetch(path, { method, headers: { 'X-CSRF-Token': crumb }, data });
    return { status: response.status(), body: response.status() === 204 ? null : await response.json().catch(() => null) };
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const bytes = png();
    server = createServer((request, response) => {
      if (request.url?.endsWith('.png')) response.writeHead(200, { 'content-type': 'image/png' }).end(bytes);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pictures = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    browser = await launchChromium();
    ownerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    owner = await ownerContext.newPage();
    owner.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    // What this file made goes, so the other journeys see the shop and blog as they were.
    if (made.postId) await call(owner, 'DELETE', `/api/owner/posts/${made.postId}`);
    if (made.productId) await call(owner, 'DELETE', `/api/owner/products/${made.productId}`);
    const { body } = await call(owner, 'GET', '/api/owner/redirects');
    for (const redirect of (body?.redirects ?? []) as Array<{ id: string; from: string }>) if (redirect.from.includes(TAG)) await call(owner, 'DELETE', `/api/owner/redirects/${redirect.id}`);
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  async function importInDashboard(kindLabel: string, file: string, shot: string) {
    await owner.goto('/config/import');
    await owner.getByRole('heading', { level: 1, name: 'Import' }).waitFor();
    await owner.getByLabel('What the file is').selectOption({ label: kindLabel });
    await owner.getByLabel('File', { exact: true }).setInputFiles(file);
    await owner.getByRole('button', { name: 'Start import' }).click();
    await owner.getByText(/imported\.$/).waitFor({ timeout: 60_000 });
    await owner.screenshot({ path: join(SCREENSHOTS, shot), fullPage: true });
    return owner.getByRole('status').first().innerText();
  }

  it('imports a WordPress export in Settings → Import and shows how it went', async () => {
    await signInOwner(owner, '/config/import');
    const xml = join(folder, `journal-${TAG}.xml`);
    writeFileSync(
      xml,
      `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Old</title><link>http://old.example</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>http://old.example</wp:base_site_url>
<item><title>Moving Day ${TAG}</title><link>http://old.example/2023/05/moving-day-${TAG}/</link><dc:creator>ada</dc:creator>
<content:encoded><![CDATA[<p>We have <strong>moved</strong>.</p><figure><img src="${pictures}/uploads/van.png" alt="The van"/></figure>]]></content:encoded>
<excerpt:encoded><![CDATA[]]></excerpt:encoded><wp:post_id>1</wp:post_id><wp:post_date_gmt>2023-05-01 10:00:00</wp:post_date_gmt>
<wp:post_name>moving-day-${TAG}</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>
</channel></rss>`,
    );
    const report = await importInDashboard('WordPress (or the hosted builder blog) export', xml, 'import-wordpress.png');
    expect(report).toContain('1 created, 0 updated');
    expect(pageErrors).toEqual([]);
  });

  it('imports a Shopify product CSV the same way', async () => {
    const csv = join(folder, `products-${TAG}.csv`);
    writeFileSync(
      csv,
      `Handle,Title,Body (HTML),Option1 Name,Option1 Value,Variant SKU,Variant Inventory Tracker,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src,Status
mover-mug-${TAG},Mover Mug ${TAG},<p>A mug for moving day.</p>,Title,Default Title,MUG-${TAG.toUpperCase()},shopify,5,12.00,16.00,${pictures}/mug.png,active
`,
    );
    const report = await importInDashboard('Shopify products', csv, 'import-products.png');
    expect(report).toContain('1 created, 0 updated');
  });

  it('a visitor reads the post with its picture served by Plinth, buys the product, and the old address redirects', async () => {
    const visitor = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
    const old = await visitor.request.get(`/2023/05/moving-day-${TAG}/`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/moving-day-${TAG}`);
    await visitor.goto(`/2023/05/moving-day-${TAG}/`);
    expect(new URL(visitor.url()).pathname).toBe(`/blog/moving-day-${TAG}`);
    await visitor.getByText('We have moved.').waitFor();
    const picture = visitor.locator('img[alt="The van"]');
    const src = (await picture.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/media\//);
    expect((await visitor.request.get(src)).status()).toBe(200);
    made.postId = (await (await visitor.request.get(`/blog/moving-day-${TAG}?format=json`)).json()).item.id;

    const product = (await (await visitor.request.get(`/shop/mover-mug-${TAG}?format=json`)).json()).item;
    made.productId = product.id;
    const sku = `MUG-${TAG.toUpperCase()}`;
    expect((await call(visitor, 'POST', '/api/commerce/shopping-cart/entries', { itemId: product.id, sku, quantity: 1 })).status).toBe(200);
    const address = { firstName: 'Grace', lastName: 'Hopper', address1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' };
    expect((await call(visitor, 'PUT', '/api/commerce/checkout', { email: `import-${TAG}@plinth.test`, shippingAddress: address })).status).toBe(200);
    const method = await call(visitor, 'POST', '/api/commerce/test-payments/payment-methods', { number: '4242 4242 4242 4242', expiry: '12/49', cvc: '123', name: 'Grace Hopper' });
    const paid = await call(visitor, 'POST', '/api/commerce/checkout/pay', { idempotencyKey: `import-${TAG}`, paymentMethodId: method.body.paymentMethodId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // The sale price the CSV gave (12.00 of 16.00).
    expect(paid.body.order.items?.[0]?.unitPriceCents ?? 1200).toBe(1200);
    await visitor.context().close();
  });

  it('a customer downloads their own data from the account page', async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.goto('/account/sign-in');
    await page.locator('[data-island="Account"][data-hydrated="true"]').first().waitFor();
    await page.getByLabel('Email').fill('customer@plinth.local');
    await page.getByLabel('Password').fill('plinth-demo-customer');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/account');
    const link = page.getByRole('link', { name: 'Download my data' });
    await link.waitFor();
    await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'account-your-data.png') });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
    expect(data).toMatchObject({ format: 'plinth-account-data', profile: { email: 'customer@plinth.local' } });
    expect(data.orders.length).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the redirects the imports made in Settings → URL redirects', async () => {
    await owner.goto('/config/redirects');
    await owner.getByRole('heading', { level: 1, name: 'URL redirects' }).waitFor();
    await owner.getByText(`/2023/05/moving-day-${TAG}/`).waitFor();
    await owner.screenshot({ path: join(SCREENSHOTS, 'url-redirects.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
