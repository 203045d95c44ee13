import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser.ts';
import { signInOwner } from './support/owner.ts';

const baseURL = inject('baseURL');
const SCREENSHOTS = 'screenshots';
const TYPED = ' Come and see us on Saturdays.';
const ORIGINAL = 'We work with makers we know by name, and we teach what we learn in weekend workshops.';
const QUOTE = 'The mug I bought is the one I reach for every morning.';
const VISIT = 'Visit the studio';

/** Serious and critical WCAG A/AA violations of the dashboard screen (the page in the frame is the storefront's, audited elsewhere). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('iframe').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id} ${node.target.join(' ')}: ${v.help}`));
}

/**
 * Issue 32's journey in Chromium: the owner opens About in the editor, clicks its paragraph in the
 * page and types there, undoes and redoes by keyboard, switches to the phone width, inserts a
 * testimonials section from an insertion point and moves a block by keyboard, adds a heading after
 * the paragraph and types in it where it stands, publishes, and a
 * visitor sees it all. Then every change is undone by keyboard and published again, so About reads
 * as it did for the journeys after this one.
 */
describe('the visual editor', () => {
  let browser: Browser;
  let page: Page;
  let surface: FrameLocator;
  const status = () => page.locator('.editor__bar');
  const spoken = () => page.locator('.editor [aria-live="polite"]').first().innerText();
  const blockNames = () => page.locator('.block-item__name').allInnerTexts();

  async function publish() {
    await expect.poll(() => status().innerText(), { timeout: 15_000 }).toMatch(/Draft saved/);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published.', { exact: true }).waitFor();
  }

  async function visitorReads(): Promise<string> {
    const visitor = await browser.newPage({ baseURL });
    await visitor.goto('/about');
    const text = await visitor.locator('main').innerText();
    await visitor.close();
    return text;
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
    const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signInOwner(page, '/config/pages');
    await page.getByRole('link', { name: 'Edit About' }).click();
    await page.getByRole('heading', { level: 1, name: 'Editing About' }).waitFor();
    surface = page.frameLocator('.editor-surface__frame');
    await surface.getByRole('group', { name: 'Text block 1' }).waitFor();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('types in the paragraph where it stands on the page; its settings open beside it; nothing of the page runs there', async () => {
    expect(await surface.locator('script').count()).toBe(0);
    await surface.getByText(/^We work with makers/).click();
    const inPlace = surface.getByRole('textbox', { name: 'Text block 1' });
    await inPlace.waitFor();
    await expect.poll(() => inPlace.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    expect(await surface.getByRole('toolbar', { name: 'Text block 1 formatting' }).count()).toBe(1);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(TYPED);
    expect(await inPlace.innerText()).toContain(ORIGINAL + TYPED);
    // The same block, open in the panel, follows.
    await expect.poll(() => page.getByRole('textbox', { name: 'Text', exact: true }).innerText()).toContain(TYPED.trim());
    await page.screenshot({ path: `${SCREENSHOTS}/visual-editor-typing.png` });
  });

  it('undoes and redoes by keyboard (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y), on the page and in the panel', async () => {
    const inPlace = surface.getByRole('textbox', { name: 'Text block 1' });
    await page.keyboard.press('Control+z');
    await expect.poll(() => inPlace.innerText()).not.toContain(TYPED.trim());
    expect(await spoken()).toBe('Undone.');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => inPlace.innerText()).toContain(ORIGINAL + TYPED);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    await expect.poll(() => inPlace.innerText()).toContain(ORIGINAL + TYPED);
    expect(await page.getByRole('button', { name: 'Redo', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Undo', exact: true }).isEnabled()).toBe(true);
    await page.keyboard.press('Escape');
  });

  it('shows the page at the phone width, and back at desktop', async () => {
    const phone = page.getByRole('button', { name: 'Phone', exact: true });
    await phone.click();
    expect(await phone.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Desktop', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.locator('.editor-surface__frame').evaluate((frame) => Math.round(frame.getBoundingClientRect().width))).toBe(390);
    await page.screenshot({ path: `${SCREENSHOTS}/visual-editor-phone.png` });
    expect(await violations(page)).toEqual([]);
  });

  it('inserts a testimonials section from an insertion point, by keyboard, and moves a block with the arrow keys', async () => {
    await surface.getByRole('button', { name: /^\+ Add a section here.*after section 1$/ }).focus();
    await page.keyboard.press('Enter');
    const library = page.getByRole('dialog', { name: 'Add a section' });
    await library.waitFor();
    await library.getByRole('button', { name: /^Testimonials/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(blockNames).toEqual(['1. Text', '2. Heading', '3. Quote', '4. Quote']);
    expect(await spoken()).toBe('Testimonials section added as section 2.');
    await surface.getByText(QUOTE).waitFor();

    // The new section's heading is selected: the arrow keys move it, and a screen reader hears where.
    const heading = surface.getByRole('group', { name: 'Heading block 2' });
    expect(await heading.getAttribute('aria-current')).toBe('true');
    await heading.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(blockNames).toEqual(['1. Text', '2. Quote', '3. Heading', '4. Quote']);
    expect(await spoken()).toBe('Heading block moved to position 3 of 4.');
    await page.keyboard.press('ArrowUp');
    await expect.poll(blockNames).toEqual(['1. Text', '2. Heading', '3. Quote', '4. Quote']);
    await page.getByRole('button', { name: 'Desktop', exact: true }).click();
    await page.screenshot({ path: `${SCREENSHOTS}/visual-editor-desktop.png` });
  });

  it('adds a block at the insertion point after the selected block, by keyboard, and types in it there', async () => {
    const paragraph = surface.getByRole('group', { name: 'Text block 1' });
    await paragraph.focus();
    await page.keyboard.press('Enter');
    await surface.getByRole('textbox', { name: 'Text block 1' }).waitFor();
    await page.keyboard.press('Escape');
    // Escape leaves the text; the block is selected again from the keyboard before moving on to its insertion point.
    await paragraph.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add a block after Text block 1' }).waitFor();
    await page.keyboard.type('heading');
    await page.keyboard.press('Enter');
    await expect.poll(blockNames).toEqual(['1. Text', '2. Heading', '3. Heading', '4. Quote', '5. Quote']);
    await expect.poll(() => surface.getByRole('textbox', { name: 'Heading block 2' }).evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.type(VISIT);
    await expect.poll(() => page.locator('.block-item__summary').nth(1).innerText()).toBe(`Heading 2: ${VISIT}`);
  });

  it('publishes, and a visitor sees the typed words and the new section', async () => {
    await publish();
    const text = await visitorReads();
    expect(text).toContain(VISIT);
    expect(text).toContain(ORIGINAL + TYPED);
    expect(text).toContain('What customers say');
    expect(text).toContain(QUOTE);
  });

  it('undoes every change by keyboard and publishes: About reads as it did', async () => {
    await surface.getByRole('group', { name: 'Text block 1' }).focus();
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    for (let i = 0; i < 30 && (await undo.isEnabled()); i++) await page.keyboard.press('Control+z');
    expect(await undo.isDisabled()).toBe(true);
    expect(await blockNames()).toEqual(['1. Text']);
    await publish();
    const text = await visitorReads();
    expect(text).toContain(ORIGINAL);
    expect(text).not.toContain(TYPED.trim());
    expect(text).not.toContain(QUOTE);
    expect(text).not.toContain(VISIT);
  });
});
