import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { newVisitor, openProduct } from './checkout-support.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${v.help}`));
}

/**
 * Issue 17's events and maps journeys in Chromium against `plinth start` (with PLINTH_PHOTON_URL
 * naming the Photon stand-in, e2e/support/global-setup.ts): a visitor finds an event from the
 * navigation, adds it to Google Calendar and Outlook (the links' query fields checked), downloads
 * its .ics and looks at the month calendar; at checkout the address field completes from the
 * stand-in and a pick fills city, postal code and country; the owner adds an event in the dashboard
 * (its map point found through the same proxy) and deletes it.
 */
describe('events and address completion', () => {
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds an event to the calendar: Google and Outlook links with its text, dates and place, and the .ics download', async () => {
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Events' }).click();
    await page.waitForURL('**/events');
    await page.getByRole('heading', { name: 'Upcoming events' }).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Winter pottery fair', 'Wheel-throwing evening class', 'Open studio weekend']);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/events-list.png`, fullPage: true });

    await page.getByRole('link', { name: 'Winter pottery fair' }).click();
    await page.waitForURL('**/events/winter-pottery-fair');
    await page.getByRole('heading', { level: 1, name: 'Winter pottery fair' }).waitFor();
    const when = await page.locator('time').first().getAttribute('datetime');
    const start = new Date(when as string).toISOString();

    const google = new URL((await page.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')) as string);
    expect(google.host + google.pathname).toBe('calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    expect(google.searchParams.get('text')).toBe('Winter pottery fair');
    expect(google.searchParams.get('dates')?.split('/')[0]).toBe(start.replace(/[-:]|\.\d{3}/g, ''));
    expect(google.searchParams.get('location')).toBe('12 Clay Street, Stoke-on-Trent ST1 1AA, United Kingdom');
    const outlook = new URL((await page.getByRole('link', { name: 'Add to Outlook' }).getAttribute('href')) as string);
    expect(outlook.host + outlook.pathname).toBe('outlook.live.com/calendar/0/deeplink/compose');
    expect(outlook.searchParams.get('subject')).toBe('Winter pottery fair');
    expect(outlook.searchParams.get('startdt')).toBe(start.replace(/\.\d{3}/, ''));
    expect(outlook.searchParams.get('location')).toBe('12 Clay Street, Stoke-on-Trent ST1 1AA, United Kingdom');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/event-page.png`, fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download .ics' }).click()]);
    expect(download.suggestedFilename()).toBe('winter-pottery-fair.ics');
    const ics = readFileSync((await download.path()) as string, 'utf8').replace(/\r\n /g, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Winter pottery fair');
    expect(ics).toContain(`DTSTART:${start.replace(/[-:]|\.\d{3}/g, '')}`);
  });

  it('shows the month calendar with the event on its day, past events apart', async () => {
    await page.goto('/events');
    await page.getByRole('navigation', { name: 'Event views' }).getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL('**/events/calendar');
    const grid = page.getByRole('table');
    await grid.waitFor();
    // Step to the month of the open studio weekend (a month or so ahead) if it is not this one.
    for (let i = 0; i < 3 && !(await grid.getByRole('link', { name: 'Open studio weekend' }).count()); i++) {
      await page.getByRole('link', { name: 'Next month →' }).click();
      await page.waitForURL(/\/events\/calendar\/\d{4}-\d{2}$/);
    }
    // Saturday and Sunday.
    await grid.getByRole('link', { name: 'Open studio weekend' }).first().waitFor();
    expect(await grid.getByRole('link', { name: 'Open studio weekend' }).count()).toBe(2);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/events-calendar.png`, fullPage: true });
    await page.getByRole('navigation', { name: 'Event views' }).getByRole('link', { name: 'Past' }).click();
    await page.getByRole('heading', { name: 'Past events' }).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Autumn glaze workshop']);
  });

  it('completes the checkout address from the geocoder and fills the rest of it on a pick', async () => {
    const { page: shopper, errors } = await newVisitor(browser, baseURL);
    await openProduct(shopper, '/shop/stoneware-mug');
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => shopper.locator('.plinth-add-to-cart__button').textContent(), { timeout: 4000 }).toBe('Added!');
    await shopper.goto('/checkout');
    const address = shopper.getByRole('combobox', { name: 'Address' });
    await address.waitFor();
    await shopper.locator('[data-island="CheckoutPage"][data-hydrated="true"]').waitFor();
    await address.pressSequentially('12 clay', { delay: 30 });
    const option = shopper.getByRole('option', { name: /12 Clay Street/ });
    await option.waitFor();
    expect(await shopper.getByText('© OpenStreetMap contributors').isVisible()).toBe(true);
    await shopper.screenshot({ path: `${SCREENSHOTS}/checkout-address-completion.png` });
    await address.press('ArrowDown');
    expect(await address.getAttribute('aria-activedescendant')).toBeTruthy();
    await address.press('Enter');
    await expect.poll(() => shopper.getByLabel('Postal code').inputValue()).toBe('ST1 1AA');
    expect(await address.inputValue()).toBe('12 Clay Street');
    expect(await shopper.getByLabel('City').inputValue()).toBe('Stoke-on-Trent');
    expect(await shopper.getByLabel('Country code').inputValue()).toBe('GB');
    expect(errors).toEqual([]);
  });

  it('lets the owner add an event by keyboard, which the site lists at once, and delete it after a confirmation', async () => {
    const { context, page: owner, errors } = await newVisitor(browser, baseURL);
    await signInOwner(owner, '/config/events');
    await owner.getByRole('link', { name: 'Winter pottery fair' }).waitFor();
    expect(await violations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SCREENSHOTS}/dashboard-events.png`, fullPage: true });
    await owner.getByRole('link', { name: 'New event' }).focus();
    await owner.keyboard.press('Enter');
    await owner.getByLabel('Title').fill('Raku firing night');
    await owner.getByLabel('Description').fill('Glowing pots and cold drinks.');
    await owner.getByLabel('Address line 1').fill('841 Broadway');
    await owner.getByLabel('Country').fill('United States');
    await owner.getByRole('button', { name: 'Find the map point from the address' }).click();
    await owner.getByText(/^Map point set: 841 Broadway/).waitFor();
    expect(await owner.getByLabel('Latitude (optional)').inputValue()).toBe('40.7359');
    expect(await violations(owner)).toEqual([]);
    await owner.screenshot({ path: `${SCREENSHOTS}/dashboard-event-new.png`, fullPage: true });
    await owner.getByRole('button', { name: 'Create event' }).press('Enter');
    await owner.getByRole('heading', { name: 'Edit event' }).waitFor();
    const listed = await (await context.request.get('/events')).text();
    expect(listed).toContain('>Raku firing night</a>');
    await owner.getByRole('link', { name: '← Events' }).click();
    await owner.getByRole('button', { name: 'Delete Raku firing night' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Delete event' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await owner.getByRole('link', { name: 'Raku firing night' }).waitFor({ state: 'detached' });
    expect((await context.request.get('/events/raku-firing-night')).status()).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('raised no script error on the way', () => {
    expect(pageErrors).toEqual([]);
  });
});
