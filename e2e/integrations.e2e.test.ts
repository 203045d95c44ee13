import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STAND_IN_API_KEY } from '../apps/server/src/test-support/mailchimp-stand-in.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../apps/server/src/test-support/webhook-receiver.ts';
import { verifySignature } from '../apps/server/src/features/integrations/index.ts';
import { fillCard, payAndWaitForOrder, fillContact, newVisitor, openProduct, SUCCESS_CARD } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { islandHydrated } from './support/islands.ts';
import { waitForMail } from './support/mailbox.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const mailchimpURL = inject('mailchimpURL');
const SCREENSHOTS = 'screenshots';
const STUDIO_LIST = 'a1b2c3d4e5';

/** The members of a list, read from the stand-in through the Mailchimp API itself. */
async function mailchimpMembers(listId: string): Promise<Array<{ email_address: string; status: string }>> {
  const response = await fetch(`${mailchimpURL}/3.0/lists/${listId}/members`, { headers: { authorization: `Basic ${Buffer.from(`any:${STAND_IN_API_KEY}`).toString('base64')}` } });
  return ((await response.json()) as { members: Array<{ email_address: string; status: string }> }).members;
}

/**
 * Issue 16 in Chromium against `plinth start` (started with a Mailchimp stand-in and loopback
 * webhooks allowed): the owner connects Mailchimp on /config/integrations, selects a list, and a
 * visitor's newsletter sign-up lands there once confirmed; the owner adds a webhook to a local
 * receiver, sends a test, and an order placed through the checkout arrives signed and shows in the
 * delivery log.
 */
describe('integrations', () => {
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  let receiver: WebhookReceiver;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [browser, receiver] = await Promise.all([launchChromium(), startWebhookReceiver()]);
    ownerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    owner = await ownerContext.newPage();
    owner.on('pageerror', (error) => pageErrors.push(String(error)));
    await signInOwner(owner, '/config/integrations');
  });

  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
  });

  it('connects Mailchimp, selects a list, and a confirmed newsletter sign-up lands there', async () => {
    const panel = owner.getByRole('region', { name: /Mailing list/ });
    await panel.getByText('Disconnected').waitFor();
    await panel.getByLabel('Mailchimp API key').fill(STAND_IN_API_KEY);
    await panel.getByRole('button', { name: 'Connect' }).click();
    await panel.getByText('Connected to Mailchimp').waitFor();
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByRole('alert').getByText('A List must be selected.').waitFor();
    await panel.getByLabel('Select List').selectOption({ label: 'Studio newsletter (0 members)' });
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Saved. New sign-ups go to this list.').waitFor();
    expect(await panel.textContent()).toContain('Sign-ups go to Studio newsletter.');
    expect(await owner.content()).not.toContain(STAND_IN_API_KEY);
    await owner.screenshot({ path: `${SCREENSHOTS}/integrations-mailing-list.png`, fullPage: true });

    const email = `reader-${Date.now()}@example.org`;
    const { page, context } = await newVisitor(browser, baseURL);
    await page.goto('/');
    await islandHydrated(page, 'NewsletterBlock');
    const block = page.locator('.plinth-newsletter');
    await block.getByRole('textbox', { name: 'Email Address' }).fill(email);
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await block.getByText('Thank you for signing up!', { exact: false }).waitFor();
    // The demo's newsletter asks for a confirmation first; once confirmed, the address goes to Mailchimp too.
    const mail = await waitForMail(mailDir, { to: email, subjectIncludes: 'Confirm' });
    const confirm = /https?:\/\/[^\s"<>]+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
    await page.goto(new URL(new URL(confirm).pathname + new URL(confirm).search, baseURL).href);
    await expect.poll(async () => (await mailchimpMembers(STUDIO_LIST)).find((m) => m.email_address === email)?.status, { timeout: 10_000 }).toBe('subscribed');
    await context.close();
  });

  it('adds a webhook to a local receiver (secret shown once), sends a test, and an order arrives signed and shows in the delivery log', async () => {
    const panel = owner.getByRole('region', { name: /Automation connector/ });
    await panel.getByText('No webhooks yet.').waitFor();
    await panel.getByText('Awaiting Connection').first().waitFor();

    // A private address is refused (no request forgery through a webhook).
    await panel.getByLabel('Webhook URL').fill('http://10.0.0.8/hook');
    await panel.getByRole('button', { name: 'Add webhook' }).click();
    await panel.getByRole('alert').getByText('A webhook may not point at this server’s own, private or local addresses.').waitFor();

    await panel.getByLabel('Webhook URL').fill(`${receiver.url}/plinth`);
    expect(await panel.getByLabel('Order created').isChecked()).toBe(true);
    await panel.getByRole('button', { name: 'Add webhook' }).click();
    const secretField = panel.getByRole('textbox', { name: 'Signing secret', exact: true });
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await owner.screenshot({ path: `${SCREENSHOTS}/integrations-webhook-secret.png`, fullPage: true });
    await panel.getByRole('button', { name: 'Done' }).click();
    expect(await secretField.count()).toBe(0);

    const hook = panel.getByRole('listitem').filter({ hasText: `${receiver.url}/plinth` });
    await hook.getByText('Awaiting Connection').waitFor();
    await hook.getByRole('button', { name: 'Send test' }).click();
    await hook.getByText('Test delivered.').waitFor();
    await panel.getByText('1 connection made').waitFor();
    expect(JSON.parse(receiver.received[0]?.body ?? '{}').type).toBe('webhook.test');

    // The receiver is down: the owner is told, in the spec's words.
    receiver.answerWith(500);
    await hook.getByRole('button', { name: 'Send test' }).click();
    await hook.getByRole('alert').getByText('Unable to connect. Please try again.').waitFor();
    receiver.answerWith(200);

    const shopper = await newVisitor(browser, baseURL);
    await openProduct(shopper.page, '/shop/stoneware-mug');
    await shopper.page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => shopper.page.locator('.plinth-add-to-cart__button').textContent(), { timeout: 4000 }).toBe('Added!');
    await shopper.page.goto('/checkout');
    await shopper.page.getByLabel('Card number').waitFor();
    const buyer = `hooked-${Date.now()}@example.com`;
    await fillContact(shopper.page, buyer);
    await fillCard(shopper.page, SUCCESS_CARD);
    await payAndWaitForOrder(shopper.page);
    await shopper.context.close();

    await expect.poll(() => receiver.received.some((r) => r.headers['plinth-event'] === 'order.created'), { timeout: 15_000 }).toBe(true);
    const order = receiver.received.find((r) => r.headers['plinth-event'] === 'order.created');
    expect(order?.headers['plinth-event']).toBe('order.created');
    expect(verifySignature(secret, order?.headers['plinth-signature'] ?? '', order?.body ?? '', Math.floor(Date.now() / 1000))).toBe(true);
    expect(JSON.parse(order?.body ?? '{}')).toMatchObject({ type: 'order.created', data: { customerEmail: buyer, items: [expect.objectContaining({ productName: 'Speckled Stoneware Mug' })] } });

    await owner.reload();
    await hook.getByRole('button', { name: 'Delivery log' }).click();
    const log = hook.getByRole('table', { name: /Delivery log/ });
    await log.getByRole('row').filter({ hasText: 'order.created' }).getByText('Delivered').waitFor();
    expect(await log.getByRole('row').filter({ hasText: 'order.created' }).textContent()).toContain('HTTP 200');
    // The failed test is sent again from the log.
    const failedTest = log.getByRole('row').filter({ hasText: 'Failed' });
    await failedTest.getByRole('button', { name: /Retry webhook\.test/ }).click();
    await log.getByRole('row').filter({ hasText: 'Retrying' }).waitFor();
    await expect.poll(() => receiver.received.filter((r) => r.headers['plinth-event'] === 'webhook.test').length, { timeout: 10_000 }).toBe(3);
    await owner.screenshot({ path: `${SCREENSHOTS}/integrations-delivery-log.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  it('has no serious axe violation, and deletes the webhook and disconnects Mailchimp by keyboard, Escape keeping them', async () => {
    const results = await new AxeBuilder({ page: owner }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);

    const automation = owner.getByRole('region', { name: /Automation connector/ });
    const hook = automation.getByRole('listitem').filter({ hasText: `${receiver.url}/plinth` });
    await hook.getByRole('button', { name: 'Delete' }).focus();
    await owner.keyboard.press('Enter');
    const dialog = owner.getByRole('dialog', { name: 'Delete this webhook?' });
    await dialog.waitFor();
    // Cancel, the safe choice, has focus; Escape closes and keeps the webhook.
    expect(await owner.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await owner.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hook.count()).toBe(1);
    await hook.getByRole('button', { name: 'Delete' }).focus();
    await owner.keyboard.press('Enter');
    await dialog.waitFor();
    await owner.keyboard.press('Tab');
    await owner.keyboard.press('Enter');
    await automation.getByText('No webhooks yet.').waitFor();
    await automation.getByText('Awaiting Connection').first().waitFor();

    const mailingList = owner.getByRole('region', { name: /Mailing list/ });
    await mailingList.getByRole('button', { name: 'Disconnect' }).focus();
    await owner.keyboard.press('Enter');
    await owner.getByRole('dialog', { name: 'Disconnect Mailchimp?' }).waitFor();
    await owner.keyboard.press('Tab');
    await owner.keyboard.press('Enter');
    await mailingList.getByText('Disconnected').waitFor();
    await mailingList.getByLabel('Mailchimp API key').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
