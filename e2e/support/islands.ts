import type { Locator, Page } from 'playwright-core';

/*
 * Lazy islands hydrate when they come near the viewport (apps/storefront/src/runtime.tsx `whenNear`),
 * as they would for a visitor scrolling down: these helpers bring them into view first.
 */

const ALL_HYDRATED = () => [...document.querySelectorAll('[data-island]')].every((island) => island.getAttribute('data-hydrated') === 'true');

/** Scrolls to each island of the page in turn and waits until every one is hydrated. */
export async function allIslandsHydrated(page: Page): Promise<void> {
  const islands = page.locator('[data-island]');
  const count = await islands.count();
  for (let index = 0; index < count; index++) {
    await islands.nth(index).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // One frame for the observer to see it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  }
  await page.waitForFunction(ALL_HYDRATED);
}

/** Scrolls to the first island `name` inside `root` and waits until it is hydrated. */
export async function islandHydrated(root: Page | Locator, name: string): Promise<void> {
  const island = root.locator(`[data-island="${name}"]`).first();
  await island.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await root.locator(`[data-island="${name}"][data-hydrated="true"]`).first().waitFor();
}
