import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newVisitor, openProduct, seriousAxeViolations } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SHOTS = process.env.PLINTH_SHOTS_DIR || 'screenshots';

/**
 * Issue 30 items 4 and 5 in Chromium against `plinth start`: the owner adds a German shipping zone
 * and 19 % VAT (prices include it) with the keyboard on Commerce → Shipping and Taxes, a buyer in
 * Berlin sees the zone's rate and the VAT line at checkout, and the owner deletes both again (the
 * shared server keeps its demo shipping and tax). Screens at desktop and 390 px, axe clean.
 */
describe('shipping zones and taxes', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  const pageErrors: string[] = [];
  const zoneName = `Germany E2E ${Date.now().toString(36)}`;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
    ownerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    owner = await ownerContext.newPage();
    owner.on('pageerror', (error) => pageErrors.push(String(error)));
    await signInOwner(owner, '/config/commerce/shipping');
  }, 60_000);

  afterAll(async () => {
    // Whatever happened, the shared server keeps no German zone and no German VAT.
    await owner
      ?.evaluate(async (name) => {
        const crumb = document.cookie.match(/(?:^|; )crumb=([^;]+)/)?.[1] ?? '';
        const base = '/api/owner/commerce';
        const zones = (await (await fetch(`${base}/shipping-zones`)).json()) as { zones: { id: string; name: string }[] };
        for (const zone of zones.zones.filter((z) => z.name === name)) await fetch(`${base}/shipping-zones/${zone.id}`, { method: 'DELETE', headers: { 'x-csrf-token': crumb } });
        const rates = (await (await fetch(`${base}/tax-rates`)).json()) as { rates: { id: string; country: string }[] };
        for (const rate of rates.rates.filter((r) => r.country === 'DE')) await fetch(`${base}/tax-rates/${rate.id}`, { method: 'DELETE', headers: { 'x-csrf-token': crumb } });
      }, zoneName)
      .catch(() => undefined);
    await ownerContext?.close();
    await browser?.close();
  });

  it('the owner adds a German zone with the keyboard; the list shows it', async () => {
    await owner.getByRole('heading', { name: 'Shipping', exact: true }).waitFor();
    await owner.getByRole('heading', { name: 'United States' }).waitFor();
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/shipping-list.png`, fullPage: true });

    await owner.getByRole('link', { name: 'Add shipping zone' }).click();
    await owner.getByRole('heading', { name: 'New shipping zone' }).waitFor();
    await owner.getByLabel('Name', { exact: true }).focus();
    await owner.keyboard.press('Enter');
    await expect.poll(() => owner.getByRole('alert').first().textContent()).toBe('Please enter a name for the zone.');
    await owner.screenshot({ path: `${SHOTS}/zone-form-problem.png`, fullPage: true });

    await owner.keyboard.type(zoneName);
    await owner.keyboard.press('Tab'); // past the name's hint to the places
    await owner.getByLabel('Countries and regions').focus();
    await owner.keyboard.type('DE');
    await owner.getByLabel('Name the buyer sees').focus();
    await owner.keyboard.press('ControlOrMeta+a');
    await owner.keyboard.type('DHL Paket');
    await owner.getByLabel(/^Price \(/).focus();
    await owner.keyboard.type('4.90');
    await owner.getByLabel(/^Free from an order subtotal/).focus();
    await owner.keyboard.type('100');
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/zone-form.png`, fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: `${SHOTS}/zone-form-390.png`, fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.keyboard.press('Enter');

    await owner.waitForURL('**/config/commerce/shipping');
    const zone = owner.getByRole('region', { name: zoneName });
    await zone.waitFor();
    expect(await zone.textContent()).toContain('Germany');
    expect(await zone.textContent()).toContain('$4.90 · free from $100.00');
    await owner.screenshot({ path: `${SHOTS}/shipping-list-new.png`, fullPage: true });
    // The weights of a product's variants, shown (not changed: the shared server keeps its demo).
    await owner.getByLabel('Product', { exact: true }).selectOption({ label: 'Speckled Stoneware Mug' });
    await owner.getByRole('table', { name: 'Weights of Speckled Stoneware Mug' }).waitFor();
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/shipping-weights.png`, fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: `${SHOTS}/shipping-list-390.png`, fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);

  it('the owner adds 19 % VAT for Germany, included in the prices', async () => {
    await owner.goto('/config/commerce/taxes');
    await owner.getByRole('heading', { name: 'Taxes' }).waitFor();
    await owner.getByRole('row', { name: /NY State Tax/ }).waitFor();
    await owner.getByLabel('Country', { exact: true }).focus();
    await owner.keyboard.type('de');
    await owner.getByLabel('Rate (%)').focus();
    await owner.keyboard.type('19');
    expect(await owner.getByLabel(/My prices already include this tax/).isChecked()).toBe(true);
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SHOTS}/taxes-form.png`, fullPage: true });
    await owner.keyboard.press('Enter');
    const row = owner.getByRole('row', { name: /Germany/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('19 %');
    expect(await row.textContent()).toContain('Tax included');
    await owner.screenshot({ path: `${SHOTS}/taxes-list.png`, fullPage: true });
    // Edit brings the keyboard to the form, filled with the rate; Cancel leaves it as it was.
    await owner.getByRole('button', { name: /^Edit VAT of Germany/ }).press('Enter');
    await expect.poll(() => owner.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('DE');
    expect(await owner.getByLabel('Rate (%)').inputValue()).toBe('19');
    await owner.screenshot({ path: `${SHOTS}/taxes-edit.png`, fullPage: true });
    await owner.getByRole('button', { name: 'Cancel' }).click();
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: `${SHOTS}/taxes-390.png`, fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);

  it('a buyer in Berlin sees the German rate and the VAT inside the total', async () => {
    const { context, page, errors } = await newVisitor(browser, baseURL);
    await openProduct(page, '/shop/stoneware-mug');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.locator('.plinth-add-to-cart__button').textContent(), { timeout: 4000 }).toBe('Added!');
    await page.goto('/checkout');
    await page.getByLabel('Card number').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('ada@example.de');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Käufer');
    await page.getByLabel('Address', { exact: true }).fill('Torstraße 1');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('State / region').fill('BE');
    await page.getByLabel('Postal code').fill('10119');
    await page.getByLabel('Country code').fill('DE');
    await page.getByLabel('Country code').press('Tab');
    await page.getByText('DHL Paket').waitFor();
    const totals = page.locator('.plinth-totals').first();
    await expect.poll(() => totals.textContent()).toContain('VAT 19% (included)');
    // $22.00 + $4.90 shipping = $26.90, of which 19/119 is VAT: $4.29; nothing added.
    expect(await totals.textContent()).toContain('$4.29');
    expect(await totals.textContent()).toContain('$26.90');
    await page.screenshot({ path: `${SHOTS}/checkout-berlin.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the owner deletes the zone and the rate again', async () => {
    await owner.getByRole('button', { name: /^Delete VAT of Germany/ }).click();
    const rateDialog = owner.getByRole('dialog', { name: 'Delete tax rate?' });
    await rateDialog.waitFor();
    await rateDialog.getByRole('button', { name: 'Delete tax rate' }).click();
    await owner.getByRole('row', { name: /Germany/ }).waitFor({ state: 'detached' });

    await owner.goto('/config/commerce/shipping');
    await owner.getByRole('button', { name: `Delete zone ${zoneName}` }).click();
    const dialog = owner.getByRole('dialog', { name: 'Delete shipping zone?' });
    await dialog.waitFor();
    await owner.screenshot({ path: `${SHOTS}/zone-delete.png` });
    await dialog.getByRole('button', { name: 'Delete zone' }).click();
    await owner.getByRole('region', { name: zoneName }).waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
