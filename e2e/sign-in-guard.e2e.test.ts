import AxeBuilder from '@axe-core/playwright';
import http from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');

/** Serious and critical WCAG A/AA violations on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}`));
}

/** A JSON POST from another loopback address (127.x.y.z), as a guesser with many addresses sends it. */
function postFrom(localAddress: string, path: string, body: unknown): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  const crumb = 'guesser-crumb-000000000000';
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), cookie: `crumb=${crumb}`, 'x-csrf-token': crumb } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(data);
  });
}

/**
 * 7 wrong guesses from 3 addresses (the target's 5 free tries are spent, the rest refused), then,
 * the 2 s wait over, one more from a 4th: the target now makes a try without a proof wait 4 s.
 */
async function guess(path: string, body: (wrong: string) => unknown, subnet: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push(await postFrom(`127.0.${subnet}.${10 + (i % 3)}`, path, body(`wrong-guess-${i}`)));
  await new Promise((resolve) => setTimeout(resolve, 2_100));
  statuses.push(await postFrom(`127.0.${subnet}.13`, path, body('wrong-guess-after-the-wait')));
  return statuses;
}

/**
 * Issue 36 item 3 in Chromium against `plinth start`: while someone guesses an owner's password (or a
 * page's) from many addresses, the real owner (or visitor) ticks "I'm not a robot" and gets in; the
 * owner may also ask for an e-mailed one-time sign-in link. A contributor and a page password of the
 * test's own are attacked, so the admin and the demo's pages stay as other journeys expect them.
 */
describe('guessing a password from many addresses', () => {
  let browser: Browser;
  let owner: BrowserContext;
  const email = `guarded-${Date.now()}@plinth.test`;
  const password = 'guarded-owner-password';
  let aboutId = '';

  async function ownerCall(method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, data?: unknown) {
    const crumb = (await owner.cookies()).find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const response = await owner.request.fetch(path, { method, data, headers: { 'X-CSRF-Token': decodeURIComponent(crumb), origin: baseURL } });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? null : response.json();
  }

  async function fresh(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL, viewport: { width: 1000, height: 820 } });
    return { context, page: await context.newPage() };
  }

  beforeAll(async () => {
    browser = await launchChromium();
    owner = await browser.newContext({ baseURL });
    await signInOwner(await owner.newPage());
    await ownerCall('POST', '/api/owner/contributors', { email, role: 'EDITOR', password });
    const access = await ownerCall('GET', '/api/owner/site-access');
    aboutId = access.pages.find((page: { fullUrl: string }) => page.fullUrl === '/about').collectionId;
  });

  afterAll(async () => {
    if (aboutId) await ownerCall('DELETE', `/api/owner/site-access/pages/${aboutId}`).catch(() => {});
    await browser?.close();
  });

  it("the owner's sign-in asks for the proof of work during an attack, and the right password with it gets in (keyboard only)", async () => {
    const { context, page } = await fresh();
    await page.goto('/config/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    expect(await guess('/api/owner/session', (wrong) => ({ email, password: wrong }), 61)).toEqual([401, 401, 401, 401, 401, 429, 429, 401]);
    await page.getByLabel('Password').press('Enter');
    const checkbox = page.getByLabel("I'm not a robot");
    await checkbox.waitFor();
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/^Too many attempts\. Try again in \d+ seconds?, or tick "I'm not a robot" to try now\.$/);
    expect(await violations(page)).toEqual([]);
    await checkbox.focus();
    await page.keyboard.press('Space');
    await page.getByText('Verified').waitFor({ timeout: 30_000 });
    await page.getByLabel('Password').press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await context.close();
  });

  it("the owner's e-mailed sign-in link signs in once", async () => {
    const { context, page } = await fresh();
    await page.goto('/config/login');
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('E-mail').press('Enter');
    await page.getByRole('status').filter({ hasText: 'If a contributor uses that address, we sent it a sign-in link.' }).waitFor();
    expect(await violations(page)).toEqual([]);
    const mail = await waitForMail(mailDir, { to: email, subjectIncludes: 'Your sign-in link' });
    const link = /https?:\/\/\S+\/config\/sign-in\/link\?token=\S+/.exec(mail.text)?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await page.waitForURL((url) => url.pathname.startsWith('/config') && !url.pathname.endsWith('/login'));
    expect((await context.request.get('/api/owner/session')).status()).toBe(200);
    // Used once: another browser lands on the sign-in page, which says so.
    const other = await fresh();
    await other.page.goto(link);
    await other.page.getByText('This sign-in link has expired or was already used. Ask for a new one.').waitFor();
    await other.context.close();
    await context.close();
  });

  it('a protected page under attack shows the proof-of-work checkbox, and the right password with it opens the page', async () => {
    await ownerCall('PUT', `/api/owner/site-access/pages/${aboutId}`, { password: 'about-us-password' });
    const { context, page } = await fresh();
    await page.goto('/about');
    await page.getByLabel('Password').fill('about-us-password');
    expect(await guess(`/api/site-access/pages/${aboutId}/unlock`, (wrong) => ({ password: wrong, next: '/about' }), 62)).toEqual([401, 401, 401, 401, 401, 429, 429, 401]);
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too many attempts.' }).waitFor();
    const checkbox = page.getByLabel("I'm not a robot");
    await checkbox.waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Password').fill('about-us-password');
    await checkbox.check();
    await page.getByText('Verified').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.waitForURL((url) => url.pathname === '/about' && !url.search.includes('unlock'));
    expect(await page.title()).toMatch(/^About/);
    await context.close();
  });
});
