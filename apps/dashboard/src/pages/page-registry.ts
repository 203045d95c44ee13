/**
 * One lazy chunk per page, made from the page list: the first load carries
 * the shell and the page asked for, nothing else. Each page's `import()`
 * stays literal in its folder's pages.ts, which is what Vite splits on.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PAGES, type PageName } from './index.ts';
import type { PageProps } from './page-entry.ts';

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

/** The component of every page, by name; its chunk loads on first render. */
export const PAGE_COMPONENTS = Object.fromEntries(PAGES.map((page) => [page.name, lazy(page.load)])) as Record<PageName, LazyPage>;

/** The sign-in page, outside the signed-in shell. */
export const LoginPage = PAGE_COMPONENTS.login;

/** The setup screen of a site with no owner, outside the signed-in shell too. */
export const SetupPage = PAGE_COMPONENTS.setup;

/** The getting-started checklist the first screen after sign-in shows (pages/setup). */
export const SetupChecklist = lazy(() => import('./setup/setup-checklist.tsx'));
