import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { waitForMail } from './support/mailbox.ts';
import { ADMIN, signInOwner } from './support/owner.ts';
import { islandHydrated } from './support/islands.ts';

const baseURL = inject('baseURL');
const mailDir = inject('mailDir');
const SCREENSHOTS = 'screenshots';

const REQUIRED = 'Required';
const CHARACTER_LIMIT = 'You have exceeded the character limit.';
const EMAIL_INVALID = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const FIELDS_INVALID = 'One or more fields is invalid, please check your entries.';
const SCROLL_DOWN = 'Your form has encountered a problem. Please scroll down to review.';
const SCROLL_UP = 'Your form has encountered a problem. Please scroll up to review.';
const RATE_LIMITED = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';
const CONTACT_SUCCESS = 'Thank you! We will reply within two working days.';
/** The visitor's message: markup and quotes that the notification's HTML part must escape. */
const QUESTION = 'Do you run a pottery class in May?';
const MESSAGE = `${QUESTION} <b>Kids & "grown-ups"</b> <script>alert('x')</script>`;
const MESSAGE_ESCAPED = `${QUESTION} &lt;b&gt;Kids &amp; &quot;grown-ups&quot;&lt;/b&gt; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;`;

/** The field wrapper of the demo contact form's field `id` (apps/server/src/seed/forms.ts). */
const field = (page: Page, id: string) => page.locator(`.plinth-form [data-field-id="${id}"]`);
const errorOf = (page: Page, id: string) => field(page, id).locator('.plinth-form-field__error');

/** Waits until the island `name` is hydrated (runtime.tsx marks it). */
const hydrated = (page: Page, name: string) => islandHydrated(page, name);

/**
 * Issue 6 in Chromium against `plinth start`: the contact form's client and
 * server errors, a real ALTCHA solve and the success text; the owner reads the
 * submission in the dashboard, the notification arrives at the test SMTP
 * server (answers escaped in its HTML) and is 'sent' in the outbox; the
 * newsletter block; a form with a success redirect; the save rate limit.
 */
describe('site forms, from the visitor to the owner', () => {
  let browser: Browser;
  let visitor: BrowserContext;
  let owner: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    visitor = await browser.newContext({ baseURL, viewport: { width: 1100, height: 900 } });
    page = await visitor.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows 'Required' above each empty required field, the summary and both banners", async () => {
    await page.goto('/contact');
    await hydrated(page, 'FormBlock');
    await page.getByRole('button', { name: 'Submit' }).click();
    await errorOf(page, 'contact-email').getByText(REQUIRED, { exact: true }).waitFor();
    for (const id of ['contact-name', 'contact-email', 'contact-topic', 'contact-message', 'contact-consent']) {
      expect(await errorOf(page, id).textContent(), id).toBe(REQUIRED);
    }
    // The error comes before the title, and the input is described by it.
    const order = await field(page, 'contact-email').evaluate((element) => [...element.querySelectorAll('.plinth-form-field__error, label')].map((e) => e.tagName));
    expect(order).toEqual(['P', 'LABEL']);
    const email = page.getByRole('textbox', { name: 'Email' });
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy?.split(' ')[0]}`).textContent()).toBe(REQUIRED);
    expect(await page.locator('.plinth-form__message').textContent()).toBe(FIELDS_INVALID);
    expect(await page.locator('.plinth-form__banner--above').textContent()).toBe(SCROLL_DOWN);
    expect(await page.locator('.plinth-form__banner--below').textContent()).toBe(SCROLL_UP);
    expect(await page.getByRole('button', { name: 'Submit' }).isEnabled()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/forms-contact-required.png`, fullPage: true });
  });

  it('shows the e-mail message and the character limit with its live counter', async () => {
    await page.getByRole('textbox', { name: 'First Name' }).fill('Ann');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Lee');
    await page.getByRole('textbox', { name: 'Email' }).fill('ann@example');
    await page.getByLabel('Subject').selectOption('A workshop');
    await page.getByRole('checkbox', { name: 'I agree to be contacted about my enquiry' }).check();
    const counter = field(page, 'contact-message').locator('.plinth-form-field__counter');
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    expect(await counter.textContent()).toBe('5 / 500');
    await page.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(501));
    expect(await counter.textContent()).toBe('501 / 500');
    expect(await counter.getAttribute('class')).toContain('plinth-form-field__counter--over');
    await page.getByRole('button', { name: 'Submit' }).click();
    await errorOf(page, 'contact-email').getByText(EMAIL_INVALID, { exact: true }).waitFor();
    expect(await errorOf(page, 'contact-message').textContent()).toBe(CHARACTER_LIMIT);
    expect(await errorOf(page, 'contact-name').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/forms-contact-errors.png`, fullPage: true });
  });

  it('shows a field error that only the server gives, on its field', async () => {
    await page.getByRole('textbox', { name: 'Email' }).fill('ann@example.org');
    await page.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
    // The client passes the answers; on the way, the address becomes one the server refuses.
    await page.route('**/api/rest/forms/validate/**', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, 'contact-email': 'ann@example' }) });
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await errorOf(page, 'contact-email').getByText(EMAIL_INVALID, { exact: true }).waitFor();
    expect(await page.locator('.plinth-form__message').textContent()).toBe(FIELDS_INVALID);
    expect(await page.locator('.plinth-form__banner--above').textContent()).toBe(SCROLL_DOWN);
    await page.unroute('**/api/rest/forms/validate/**');
  });

  it("asks for the captcha, then solves ALTCHA for real and shows the success text", async () => {
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.plinth-form__message').getByText('Complete CAPTCHA before submitting.', { exact: true }).waitFor();
    // 'normal' size: the container is wider than 320 px.
    expect(await page.locator('.plinth-captcha').getAttribute('data-size')).toBe('normal');
    await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await page.locator('.plinth-altcha__status').getByText('Verified', { exact: true }).waitFor({ timeout: 30_000 });
    const saved = page.waitForRequest('**/api/form/SaveFormSubmission');
    await page.getByRole('button', { name: 'Submit' }).click();
    const payload = JSON.parse((await saved).postData() ?? '{}') as Record<string, string>;
    expect(payload).toMatchObject({ pageTitle: expect.stringContaining('Contact'), contentSource: 'c', pagePath: '/contact' });
    expect(payload.pageId).toMatch(/\S/);
    expect(payload.captchaKey).toMatch(/^[A-Za-z0-9+/=]+$/);
    await page.getByText(CONTACT_SUCCESS).waitFor();
    expect(await page.locator('.plinth-form__form').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('plinth-form__success');
    await page.screenshot({ path: `${SCREENSHOTS}/forms-contact-success.png`, fullPage: true });
  });

  it("subscribes from the home page's newsletter block, 'Saving…' while it saves, and records the subscribe event", async () => {
    await page.goto('/');
    await hydrated(page, 'NewsletterBlock');
    await page.evaluate(() => {
      (window as unknown as { subscribed: unknown[] }).subscribed = [];
      window.addEventListener('plinth:subscribe', (event) => (window as unknown as { subscribed: unknown[] }).subscribed.push((event as CustomEvent).detail));
    });
    await page.screenshot({ path: `${SCREENSHOTS}/forms-newsletter.png`, fullPage: true });
    const newsletter = page.locator('.plinth-newsletter');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.locator('.plinth-form-field__error').getByText(REQUIRED, { exact: true }).waitFor();
    // No problem banners on a newsletter form (storefront.md §8).
    expect(await page.getByText(SCROLL_DOWN).count()).toBe(0);
    await newsletter.getByRole('textbox', { name: 'Email Address' }).fill('reader@example.org');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      await held;
      await route.continue();
    });
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await newsletter.getByRole('button', { name: 'Saving…' }).waitFor();
    expect(await newsletter.getByRole('button', { name: 'Saving…' }).isDisabled()).toBe(true);
    release();
    await newsletter.getByText('Thank you for signing up!', { exact: false }).waitFor();
    await page.unroute('**/api/form/SaveFormSubmission');
    const events = await page.evaluate(() => ({ subscribed: (window as unknown as { subscribed: unknown[] }).subscribed, dataLayer: (window as unknown as { dataLayer?: unknown[] }).dataLayer }));
    expect(events.subscribed).toEqual([expect.objectContaining({ formName: 'Newsletter' })]);
    expect(events.dataLayer).toEqual([expect.objectContaining({ event: 'subscribe', formName: 'Newsletter' })]);
    await page.screenshot({ path: `${SCREENSHOTS}/forms-newsletter-success.png`, fullPage: true });
  });

  describe('the owner', () => {
    let ownerPage: Page;
    const shot = (name: string) => ownerPage.screenshot({ path: `${SCREENSHOTS}/dashboard-${name}.png`, fullPage: true });
    const settled = async (heading: string | RegExp) => {
      await ownerPage.getByRole('heading', { level: 1, name: heading }).waitFor();
      await expect.poll(() => ownerPage.getByRole('progressbar').count()).toBe(0);
    };

    beforeAll(async () => {
      owner = await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
      ownerPage = await owner.newPage();
      ownerPage.on('pageerror', (error) => pageErrors.push(String(error)));
      await signInOwner(ownerPage, '/config/forms');
    });

    it('lists the forms and opens the builder', async () => {
      await settled('Forms');
      await ownerPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Forms', exact: true }).waitFor();
      await ownerPage.getByRole('link', { name: 'Newsletter', exact: true }).waitFor();
      await shot('forms');
      await ownerPage.getByRole('link', { name: 'Contact', exact: true }).click();
      await settled('Form: Contact');
      expect(await ownerPage.getByRole('listitem', { name: /^Field 4: Message/ }).count()).toBe(1);
      expect(await ownerPage.getByRole('checkbox', { name: 'Ask for a captcha' }).isChecked()).toBe(true);
      await shot('form-builder');
    });

    it('reads the submission, newest first, with the summary of each answer', async () => {
      await ownerPage.getByRole('link', { name: 'Submissions', exact: true }).click();
      await settled('Submissions: Contact');
      const rows = ownerPage.locator('tbody tr');
      expect(await rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain('Ann Lee');
      expect(await ownerPage.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(/^\/api\/owner\/forms\/[^/]+\/submissions\.csv$/);
      await shot('form-submissions');
      await rows.first().getByRole('link').click();
      await settled(/^Submission of /);
      const answers = await ownerPage.locator('.form-answers').textContent();
      for (const text of ['Ann Lee', 'ann@example.org', 'A workshop', MESSAGE, 'I agree to be contacted about my enquiry']) expect(answers).toContain(text);
      await shot('form-submission');
    });

    it('searches the submissions', async () => {
      await ownerPage.goBack();
      await settled('Submissions: Contact');
      await ownerPage.getByLabel('Search submissions').fill('no such words');
      await ownerPage.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
      await ownerPage.getByText("No submissions match 'no such words'.").waitFor();
    });

    it('shows the mailing list', async () => {
      await ownerPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Mailing list', exact: true }).click();
      await settled('Mailing list');
      await ownerPage.getByRole('rowheader', { name: 'reader@example.org' }).waitFor();
      await shot('mailing-list');
    });

    it("receives the notification e-mail at the SMTP server, the visitor's answers escaped in its HTML", async () => {
      const mail = await waitForMail(mailDir, { to: ADMIN.email, subjectIncludes: 'New submission to Contact', textIncludes: 'ann@example.org' });
      expect(mail.to).toEqual([ADMIN.email]);
      expect(mail.text).toMatch(/^Page: .*Contact.* \(\/contact\)$/m);
      // The text part carries the answers as given…
      for (const text of ['Ann Lee', 'ann@example.org', 'A workshop', MESSAGE, 'I agree to be contacted about my enquiry']) expect(mail.text).toContain(text);
      // …the HTML part escapes them: no markup of the visitor's gets through.
      expect(mail.html).toContain(`<td>${MESSAGE_ESCAPED}</td>`);
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).not.toContain('<script');
      for (const text of ['Ann Lee', 'ann@example.org', 'A workshop']) expect(mail.html).toContain(text);
    });

    it("finds the notification e-mail in the outbox, 'sent'", async () => {
      const answer = await owner.request.get('/api/owner/outbox');
      expect(answer.status()).toBe(200);
      const { messages } = (await answer.json()) as { messages: Array<{ subject: string; kind: string; to: string; status: string }> };
      expect(messages).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'form', subject: expect.stringContaining('New submission to Contact'), to: ADMIN.email, status: 'sent' })]),
      );
    });

    it('creates a form with a success redirect through the owner API; the visitor lands there', async () => {
      const about = (await (await visitor.request.get('/about?format=json')).json()) as { collection: { id: string } };
      const created = await owner.request.post('/api/owner/forms', {
        headers: { 'x-csrf-token': (await owner.cookies()).find((c) => c.name === 'crumb')?.value ?? '' },
        data: { name: 'Workshop waitlist', pageId: about.collection.id, successRedirect: '/shop', fields: [{ id: 'wl-email', type: 'email', title: 'Your e-mail', required: true }] },
      });
      expect(created.status()).toBe(201);
      await page.goto('/about');
      await hydrated(page, 'FormBlock');
      await page.getByRole('textbox', { name: 'Your e-mail' }).fill('waiting@example.org');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/shop');
    });
  });

  it(`refuses a sixth save within ten minutes: '${RATE_LIMITED}'`, async () => {
    // The redirect form has no captcha; one save above, four more here, the sixth is refused.
    for (let n = 2; n <= 5; n++) {
      await page.goto('/about');
      await hydrated(page, 'FormBlock');
      await page.getByRole('textbox', { name: 'Your e-mail' }).fill(`waiting${n}@example.org`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/shop');
    }
    await page.goto('/about');
    await hydrated(page, 'FormBlock');
    await page.getByRole('textbox', { name: 'Your e-mail' }).fill('waiting6@example.org');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.locator('.plinth-form__message').getByText(RATE_LIMITED, { exact: true }).waitFor();
    expect(await page.locator('.plinth-form__banner--above').textContent()).toBe(SCROLL_DOWN);
    expect(page.url()).toMatch(/\/about$/);
    await page.screenshot({ path: `${SCREENSHOTS}/forms-rate-limited.png`, fullPage: true });
  });

  it('raised no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
