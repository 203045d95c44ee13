import type { FastifyInstance } from 'fastify';
import type { FeatureContext } from '../../infra/features/feature.ts';
import { createPageRenderer } from './page-renderer.ts';
import type { SitePageKind } from './page-kind.ts';
import { registerPreviewRoute } from './preview-route.ts';
import { registerPageRoutes } from './routes.ts';
import { installErrorPage } from './error-page.ts';

/** Storefront pages: every `GET` outside /api and /assets, rendered from the theme and cached. */
export async function pagesPlugin(app: FastifyInstance, { engine, theme, designs, islands, pageKinds }: FeatureContext): Promise<void> {
  const renderPage = createPageRenderer(engine, theme, islands, designs);
  // Declared page kinds are told the pages feature's scope (infra/page-extensions.ts DeclaredPageKind).
  const kinds = pageKinds as readonly SitePageKind[];
  installErrorPage(app, app.deps.db, renderPage, designs);
  registerPreviewRoute(app, { db: app.deps.db, renderPage, kinds, designs });
  registerPageRoutes(app, { db: app.deps.db, renderPage, kinds, extensions: app.deps.pageExtensions, cache: app.deps.pageCache });
}
