import type { FastifyInstance } from 'fastify';
import type { RenderedPage } from './page-renderer.ts';
import type { ResolvedPage } from './page-service.ts';
import { registerPreviewRoute } from './preview-route.ts';
import { registerPageRoutes } from './routes.ts';
import { installErrorPage } from './error-page.ts';
import type { PageDecoration } from '../../infra/page-extensions.ts';

/** Options of {@link pagesFeature}. */
export interface PagesFeatureOptions {
  /** Renders a resolved page with the theme (made once in `app.ts`, where the theme is loaded). */
  renderPage: (page: ResolvedPage, decoration?: PageDecoration, origin?: string) => RenderedPage;
}

/** Storefront pages: every `GET` outside /api and /assets, rendered from the theme and cached. */
export async function pagesFeature(app: FastifyInstance, options: PagesFeatureOptions): Promise<void> {
  installErrorPage(app, app.deps.db, options.renderPage);
  registerPreviewRoute(app, { db: app.deps.db, renderPage: options.renderPage });
  registerPageRoutes(app, { db: app.deps.db, renderPage: options.renderPage, extensions: app.deps.pageExtensions });
}
