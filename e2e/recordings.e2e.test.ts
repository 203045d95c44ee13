import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { desktopUserAgent, newVisitor } from './checkout-support.ts';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';
const TYPED = 'my-secret-typed-words';

/**
 * Issue 13's session recording in Chromium: the owner sets an organisation id and turns recording
 * on (the session-recording toggle, and the sampling test all in 'record'); a visitor whose browser
 * reports 8 cores types into an input of the contact page; the stored events hold no typed text and
 * carry the page's CSS, and the visit replays in the dashboard's player. Recording is turned off
 * again at the end, for the files after this one.
 */
describe('session recording', () => {
  let browser: Browser;
  let owner: BrowserContext;
  let dashboard: Page;
  let userAgent: string;
  const experimentIds: string[] = [];

  /** The owner's API with the dashboard's session and crumb. */
  async function ownerCall(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
    const request: APIRequestContext = dashboard.request;
    const crumb = (await owner.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const response = await request.fetch(path, { method, data, headers: { 'X-CSRF-Token': crumb } });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return response;
  }

  async function startExperiment(name: string, experimentType: 'FEATURE_TOGGLE' | 'AB_TEST', variants: Array<{ name: string; value: string; weight: number }>) {
    const created = await (await ownerCall('POST', '/api/owner/experiments', { name, experimentType, variants, goal: 'add_to_cart' })).json();
    experimentIds.push(created.experiment.id);
    await ownerCall('POST', `/api/owner/experiments/${created.experiment.id}/start`);
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    userAgent = await desktopUserAgent(browser);
    owner = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, userAgent });
    dashboard = await owner.newPage();
    await signInOwner(dashboard, '/config/recordings/settings');
  });

  afterAll(async () => {
    for (const id of experimentIds) await ownerCall('POST', `/api/owner/experiments/${id}/stop`).catch(() => undefined);
    if (dashboard) await ownerCall('PUT', '/api/owner/recordings/settings', { organizationId: '', retentionDays: 30, maskSelectors: [], unmaskSelectors: [] }).catch(() => undefined);
    await browser?.close();
  });

  it('the owner sets the organisation id from the keyboard and turns recording on', async () => {
    await dashboard.getByLabel('Organisation id').fill('plinth-e2e');
    await dashboard.getByLabel(/Also mask the text of/).fill('.site-footer__text');
    await dashboard.getByLabel(/Also mask the text of/).focus();
    await dashboard.keyboard.press('Tab');
    await dashboard.keyboard.press('Tab');
    await expect.poll(() => dashboard.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    await dashboard.keyboard.press('Enter');
    await dashboard.getByText('Saved.').waitFor();
    await dashboard.screenshot({ path: `${SCREENSHOTS}/recordings-settings.png`, fullPage: true });
    await startExperiment('session-recording', 'FEATURE_TOGGLE', [
      { name: 'on', value: 'true', weight: 100 },
      { name: 'off', value: 'false', weight: 0 },
    ]);
    await startExperiment('session-recording-sampling', 'AB_TEST', [
      { name: 'record', value: 'record', weight: 100 },
      { name: 'skip', value: 'skip', weight: 0 },
    ]);
  });

  it('a sampled visit is recorded without what was typed, with its styles, and replays in the dashboard', async () => {
    const { page, context, errors } = await newVisitor(browser, baseURL, userAgent);
    // The machine has 2 cores; the visitor's browser reports 8.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 8 }));
    const started = page.waitForResponse((response) => response.url().includes('/api/commerce/session-recorder/getId'));
    const firstBatch = page.waitForResponse((response) => response.url().includes('/api/commerce/session-recorder/events/') && response.request().method() === 'POST', { timeout: 30_000 });
    const recorder = page.waitForResponse((response) => /\/assets\/client\/(assets\/)?record-[^/]+\.js$/.test(response.url()));
    await page.goto('/contact');
    const { id } = (await (await started).json()) as { id: string };
    expect(id).not.toBe('automated-mock-id');
    await recorder;
    // The recorder takes its full snapshot as it starts.
    await page.waitForTimeout(300);
    const field = page.locator('form input[type="text"], form input[type="email"], form textarea').first();
    await field.click();
    await field.pressSequentially(TYPED, { delay: 20 });
    expect((await firstBatch).status()).toBe(204);
    // Leaving the page sends what waits by keep-alive request.
    const leaving = page.waitForResponse((response) => response.url().includes(`/events/${id}`), { timeout: 30_000 });
    await page.goto('/about');
    expect((await leaving).status()).toBe(204);
    expect(errors).toEqual([]);

    const stored = await ownerCall('GET', `/api/owner/recordings/${id}/events`);
    const text = await stored.text();
    const replay = JSON.parse(text) as { recording: { pages: string[]; eventCount: number }; events: Array<{ type: number }> };
    expect(replay.recording.pages[0]).toBe('/contact');
    expect(replay.events.some((event) => event.type === 2)).toBe(true);
    // No typed text anywhere, not even a part of it; the page's own CSS is in the snapshot.
    // (Booleans: a failure should not print a whole recording.)
    expect(text.includes(TYPED), 'the typed text is stored').toBe(false);
    expect(text.includes('secret'), 'a part of the typed text is stored').toBe(false);
    expect(text.includes('--accent: #1f4d3a'), 'the page CSS is in the snapshot').toBe(true);
    // The owner's selector masked the footer text.
    expect(text.includes('Built with Plinth'), 'the masked footer text is stored').toBe(false);
    await context.close();

    await dashboard.goto('/config/recordings?page=%2Fcontact');
    const row = dashboard.getByRole('link', { name: '/contact' }).first();
    await row.waitFor();
    await dashboard.screenshot({ path: `${SCREENSHOTS}/recordings-list.png`, fullPage: true });
    await row.focus();
    await dashboard.keyboard.press('Enter');
    await dashboard.waitForURL(`**/config/recordings/${id}`);
    await dashboard.locator('.rr-player').waitFor();
    await dashboard.locator('.rr-player iframe').waitFor();
    // The player's own controls are buttons, reached with the keyboard.
    await expect.poll(() => dashboard.locator('.rr-controller button').count()).toBeGreaterThan(0);
    // Each with a name (issue 33): play (then pause), skip inactive periods, full screen.
    const controls = dashboard.locator('.rr-controller');
    await controls.getByRole('button', { name: 'Play', exact: true }).click();
    await controls.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await controls.getByRole('button', { name: 'Pause', exact: true }).click();
    expect(await controls.getByRole('checkbox', { name: 'Skip inactive periods' }).count()).toBe(1);
    expect(await controls.getByRole('button', { name: 'Full screen' }).count()).toBe(1);
    await dashboard.waitForTimeout(500);
    await dashboard.screenshot({ path: `${SCREENSHOTS}/recordings-replay.png`, fullPage: true });
  });
  it('a page left three seconds after it opened is recorded whole, its typed field masked in the replay', async () => {
    const { page, context, errors } = await newVisitor(browser, baseURL, userAgent);
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => 8 }));
    const started = page.waitForResponse((response) => response.url().includes('/api/commerce/session-recorder/getId'));
    const recorder = page.waitForResponse((response) => /\/assets\/client\/(assets\/)?record-[^/]+\.js$/.test(response.url()));
    const opened = Date.now();
    await page.goto('/contact');
    const { id } = (await (await started).json()) as { id: string };
    expect(id).not.toBe('automated-mock-id');
    await recorder;
    await page.waitForTimeout(300);
    const field = page.locator('form input[type="text"], form input[type="email"], form textarea').first();
    await field.click();
    await field.pressSequentially(TYPED, { delay: 20 });
    // Three seconds in, long before the 10-second flush: the last batch goes as the page is left.
    await page.waitForTimeout(Math.max(0, 3000 - (Date.now() - opened)));
    await page.goto('/about');
    expect(errors).toEqual([]);

    type Stored = { events: Array<{ type: number; data: { source?: number; text?: string } }> };
    const typed = (replay: Stored) => replay.events.filter((event) => event.type === 3 && event.data.source === 5);
    let replay: Stored = { events: [] };
    await expect
      .poll(async () => {
        replay = (await (await ownerCall('GET', `/api/owner/recordings/${id}/events`)).json()) as Stored;
        return typed(replay).length;
      }, { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(replay.events.some((event) => event.type === 2), 'the full snapshot is stored').toBe(true);
    // Each keystroke's value as stored: asterisks only, as many as the characters typed so far.
    expect([...new Set(typed(replay).map((event) => (event.data.text ?? '').replace(/\*/g, '')))]).toEqual(['']);
    expect(typed(replay).some((event) => (event.data.text ?? '').length >= TYPED.length), 'the typing was recorded').toBe(true);
    expect(JSON.stringify(replay).includes(TYPED)).toBe(false);
    await context.close();
  });
});
