import type { Page } from 'playwright-core';

/** The demo's first admin (`plinth start` seeds it; CI may name another through the environment). */
export const ADMIN = { email: process.env.PLINTH_ADMIN_EMAIL || 'admin@plinth.local', password: process.env.PLINTH_ADMIN_PASSWORD || 'plinth-demo' };

/**
 * Signs the admin in on the dashboard's sign-in page as a person would (the labelled fields and the
 * button) and waits until the dashboard has moved on: to `next` (a path under /config) when given.
 * @example await signInOwner(page, '/config/analytics')
 */
export async function signInOwner(page: Page, next?: string): Promise<void> {
  await page.goto(next ? `/config/login?next=${encodeURIComponent(next)}` : '/config/login');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => (next ? url.pathname === next : !url.pathname.endsWith('/login')));
}
