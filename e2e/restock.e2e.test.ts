import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { findMail, waitForMail } from './support/mailbox.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const SCREENSHOTS = 'screenshots';
const RESTOCK = '/api/site-users/account/notifications/restock';

/**
 * Issue 7 in Chromium against `plinth start`: the owner makes a product of
 * its own with a sold-out size (so no other file's product changes), a
 * visitor signs up on it through the widget (errors, the ALTCHA captcha,
 * success), the owner restocks it, sees the waiting count on /config/restock
 * and sends; the e-mail arrives at the test SMTP server with its links and is
 * 'sent' in the outbox, a second send delivers nothing, and the e-mail's
 * unsubscribe link removes the sign-up.
 */
describe('back-in-stock notices', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  let visitor: Page;
  const pageErrors: string[] = [];
  const email = `waiting-${Date.now()}@plinth.test`;
  let product: { id: string; urlId: string; title: string; variants: { id: string; attributes: Record<string, string> }[] };
  let soldOutId = '';

  /** The owner API through the signed-in owner's context (crumb echoed on writes). */
  const api = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const crumb = (await ownerContext.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const response = await owner.request.fetch(path, { method, headers: { 'X-CSRF-Token': crumb }, data });
    return { status: response.status(), body: await response.json() };
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    ownerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
    owner = await ownerContext.newPage();
    const visitorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    visitor = await visitorContext.newPage();
    for (const page of [owner, visitor]) page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the owner signs in and adds a product whose size M is sold out', async () => {
    await signInOwner(owner, '/config/restock');
    const { body } = await api('GET', '/api/owner/collections');
    const shop = body.collections.find((c: { urlId: string }) => c.urlId === 'shop');
    const created = await api('POST', '/api/owner/products', {
      collectionId: shop.id,
      title: `Restock Beanie ${Date.now().toString(36)}`,
      productType: 'PHYSICAL',
      variantOptionOrdering: ['Size'],
      variants: [
        { attributes: { Size: 'S' }, priceCents: 2400, qtyInStock: 4 },
        { attributes: { Size: 'M' }, priceCents: 2400, qtyInStock: 0 },
      ],
    });
    expect(created.status).toBe(201);
    product = created.body.product;
    soldOutId = product.variants.find((v) => v.attributes.Size === 'M')!.id;
  });

  it('a visitor sees the widget only for the sold-out size, and gets the §5 errors', async () => {
    await visitor.goto(`/shop/${product.urlId}`);
    await expect.poll(() => visitor.locator('[data-island][data-hydrated="true"]').count()).toBeGreaterThan(0);
    const widget = visitor.locator('[data-product-restock-notification]');
    await visitor.getByLabel('Size').selectOption('S');
    expect(await widget.count()).toBe(0);
    await visitor.getByLabel('Size').selectOption('M');
    await widget.waitFor();
    expect(await widget.getAttribute('class')).toBe('product-restock-notification');
    expect(await widget.getAttribute('data-product-id')).toBe(product.id);
    expect(await widget.getAttribute('data-variant-id')).toBe(soldOutId);
    const input = widget.locator('input[name="email"]');
    expect(await input.getAttribute('type')).toBe('text');
    // The site's default captcha (ALTCHA) is rendered inside the widget.
    const captcha = widget.getByRole('checkbox', { name: "I'm not a robot" });
    await captcha.waitFor();
    await visitor.screenshot({ path: `${SCREENSHOTS}/restock-widget-form.png`, fullPage: true });

    const button = widget.getByRole('button', { name: /^Notify me$/i });
    await button.click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('Email cannot be blank');
    await input.fill('not-an-address');
    await button.click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('Email is invalid');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await visitor.screenshot({ path: `${SCREENSHOTS}/restock-widget-error.png`, fullPage: true });
    await input.fill(email);
    await button.click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toBe('Complete CAPTCHA before submitting.');
  });

  it('the visitor completes the captcha and is signed up; the form gives way to the success text', async () => {
    const widget = visitor.locator('[data-product-restock-notification]');
    await widget.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await widget.getByText('Verified').waitFor({ timeout: 30_000 });
    await widget.getByRole('button', { name: /^Notify me$/i }).click();
    await expect.poll(() => widget.getByRole('status').textContent()).toBe('Signed up!');
    expect(await widget.locator('form').count()).toBe(0);
    expect(await widget.locator('.plinth-captcha').count()).toBe(0);
    await visitor.screenshot({ path: `${SCREENSHOTS}/restock-widget-success.png`, fullPage: true });
  });

  it('the owner restocks, sees the waiting count on /config/restock and sends', async () => {
    const restocked = await api('POST', `/api/owner/variants/${soldOutId}/stock`, { delta: 3 });
    expect(restocked.status).toBe(200);
    await owner.goto('/config/restock');
    await owner.getByRole('heading', { level: 1, name: 'Restock notices' }).waitFor();
    const row = owner.locator(`tr[data-variant-id="${soldOutId}"]`);
    await row.waitFor();
    expect((await row.locator('td').allTextContents()).slice(0, 3)).toEqual(['3', '1', '0']);
    await row.getByRole('button', { name: /^M/ }).click();
    await owner.getByRole('table', { name: new RegExp(`Sign-ups for ${product.title}`) }).getByText(email).waitFor();
    await owner.screenshot({ path: `${SCREENSHOTS}/dashboard-restock.png`, fullPage: true });

    await row.getByRole('button', { name: `Send notices for ${product.title} M` }).click();
    await expect.poll(() => owner.getByRole('status').textContent()).toBe('Sent 1 e-mail.');
    await expect.poll(async () => (await row.locator('td').allTextContents()).slice(0, 3)).toEqual(['3', '0', '1']);
    await owner.getByRole('table', { name: new RegExp(`Sign-ups for ${product.title}`) }).getByText('Notified').waitFor();
    await owner.screenshot({ path: `${SCREENSHOTS}/dashboard-restock-sent.png`, fullPage: true });
  });

  it('the e-mail arrives at the SMTP server with the product and unsubscribe links, and is sent in the outbox; a second send delivers nothing; unsubscribe removes the sign-up', async () => {
    const productUrl = `${baseURL}/shop/${product.urlId}`;
    const delivered = await waitForMail(mailDir, { to: email, subjectIncludes: 'Back in stock' });
    expect(delivered.to).toEqual([email]);
    expect(delivered.subject).toBe(`Back in stock: ${product.title} (M)`);
    expect(delivered.text).toContain(`Shop it now: ${productUrl}`);
    const unsubscribe = /Remove your sign-up: (\S+)/.exec(delivered.text)?.[1] ?? '';
    expect(unsubscribe).toMatch(new RegExp(`^${baseURL}${RESTOCK}/unsubscribe\\?token=[^&\\s]+$`));
    expect(delivered.html).toContain(`<a href="${productUrl}">Shop it now</a>`);
    expect(delivered.html).toContain(`<a href="${unsubscribe.replace(/&/g, '&amp;')}">Remove your sign-up</a>`);
    expect(findMail(mailDir, { to: email })).toHaveLength(1);

    const { body: outbox } = await api('GET', '/api/owner/outbox');
    const mail = outbox.messages.filter((m: { to: string; kind: string }) => m.to === email && m.kind === 'restock');
    expect(mail).toHaveLength(1);
    expect(mail[0].status).toBe('sent');
    const { body: detail } = await api('GET', `/api/owner/outbox/${mail[0].id}`);
    expect(detail.message.subject).toBe(`Back in stock: ${product.title} (M)`);
    expect(detail.message.text).toContain(`${baseURL}/shop/${product.urlId}`);
    expect(detail.message.text).toBe(delivered.text);
    expect(detail.message).toMatchObject({ status: 'sent', error: null });

    const again = await api('POST', `${RESTOCK}/send`, { productId: product.id, variantId: soldOutId });
    expect(again).toEqual({ status: 200, body: { sent: 0, skipped: 0 } });
    const { body: after } = await api('GET', '/api/owner/outbox');
    expect(after.messages.filter((m: { to: string }) => m.to === email)).toHaveLength(1);
    // Nothing new at the SMTP server either (a send answers only after its mail was handed over).
    expect(findMail(mailDir, { to: email })).toHaveLength(1);

    await visitor.goto(unsubscribe);
    await visitor.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    const list = await api('GET', `${RESTOCK}?productId=${product.id}&variantId=${soldOutId}`);
    expect(list.body.signUps).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
