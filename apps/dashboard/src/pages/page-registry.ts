/**
 * One lazy chunk per page: the first load carries the shell and the page
 * asked for, nothing else. The import() calls must stay literal for Vite to
 * split them.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageName } from '../router/routes.ts';

/** What the shell hands every page. */
export interface PageProps {
  params: Record<string, string>;
  query: URLSearchParams;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

export const PAGES: Record<Exclude<PageName, 'login'>, Page> = {
  products: lazy(() => import('./products/products-page.tsx')),
  'product-new': lazy(() => import('./products/new-product-page.tsx')),
  orders: lazy(() => import('./orders/orders-page.tsx')),
  order: lazy(() => import('./orders/order-page.tsx')),
  outbox: lazy(() => import('./outbox/outbox-page.tsx')),
  'outbox-message': lazy(() => import('./outbox/outbox-message-page.tsx')),
  'store-new': lazy(() => import('./stores/new-store-page.tsx')),
  pages: lazy(() => import('./site-pages/pages-page.tsx')),
  'header-footer': lazy(() => import('./header-footer/header-footer-page.tsx')),
  languages: lazy(() => import('./languages/languages-page.tsx')),
  contributors: lazy(() => import('./contributors/contributors-page.tsx')),
  forms: lazy(() => import('./forms/forms-page.tsx')),
  form: lazy(() => import('./forms/form-builder-page.tsx')),
  'form-submissions': lazy(() => import('./forms/submissions-page.tsx')),
  'form-submission': lazy(() => import('./forms/submission-page.tsx')),
  'mailing-list': lazy(() => import('./forms/mailing-list-page.tsx')),
  captcha: lazy(() => import('./captcha/captcha-page.tsx')),
  restock: lazy(() => import('./restock/restock-page.tsx')),
};

/** The sign-in page, outside the signed-in shell. */
export const LoginPage = lazy(() => import('./login/login-page.tsx'));
