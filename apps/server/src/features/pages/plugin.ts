import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../infra/features/feature.ts';
import { createPageRenderer } from './page-renderer.ts';
import { registerPreviewRoute } from './preview-route.ts';
import { registerPageRoutes } from './routes.ts';
import { installErrorPage } from './error-page.ts';

/** Storefront pages: every `GET` outside /api and /assets, rendered from the theme and cached. */
export async function pagesPlugin(app: FastifyInstance, { engine, theme, islands }: FeatureContext): Promise<void> {
  const options = { renderPage: createPageRenderer(engine, theme, islands) };
  installErrorPage(app, app.deps.db, options.renderPage);
  registerPreviewRoute(app, { db: app.deps.db, renderPage: options.renderPage });
  registerPageRoutes(app, { db: app.deps.db, renderPage: options.renderPage, extensions: app.deps.pageExtensions });
}
