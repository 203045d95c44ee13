import { PAGE_TYPES } from '@plinth/platform';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { isAppError } from '../../infra/errors/app-error.ts';
import { siteOf } from '../site/index.ts';
import { PAGE_TITLES } from './messages.ts';
import type { RenderedPage } from './page-renderer.ts';
import { answering } from './page-kind.ts';
import { resolvePage } from './page-service.ts';
import type { ResolvedPage } from './resolved-page.ts';
import { siteContext } from './site-context.ts';
import type { PageDecoration } from '../../infra/page-extensions.ts';
import { siteDesignDecoration, type DesignCatalogue } from '../themes/index.ts';

/** The last resort when even the theme cannot render: plain HTML that still says what happened. */
const BARE_ERROR_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title>' +
  '<body><main><h1>Something went wrong</h1><p>Please try again in a moment, or <a href="/">return home</a>.</p></main></body></html>';

/**
 * The error page (page type 101) of storefront pages: a real failure while building an HTML page
 * (a bug, a database that does not answer) answers 500 with the theme's `error` template in the
 * site's layout — or, when that cannot be built either, with the theme layout around the bare site,
 * or plain HTML. Refusals (AppError), and `?format=json`, go on to the app's JSON error handler.
 * Scoped to the pages feature: /api routes keep their JSON answers.
 */
export function installErrorPage(app: FastifyInstance, db: Kysely<Schema>, renderPage: (page: ResolvedPage, decoration?: PageDecoration) => RenderedPage, designs?: DesignCatalogue): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const status = error.statusCode ?? 500;
    if (isAppError(error) || status < 500 || request.url.startsWith('/api/') || query.format === 'json' || query.format === 'json-pretty') throw error;
    request.log.error(error);
    const title = PAGE_TITLES.error;
    let html = BARE_ERROR_PAGE;
    try {
      const website = siteOf(request);
      // The failed page's own path, so the navigation marks nothing it was not on.
      const path = request.url.split('?')[0] || '/';
      let page: ResolvedPage;
      try {
        page = await resolvePage(db, website, path, {}, undefined, {
          kinds: [answering({ status: 500, template: 'error', title, pageType: PAGE_TYPES.ERROR, context: {}, private: true })],
        });
      } catch {
        // The database may be what failed: the layout around the site's name alone.
        page = { status: 500, template: 'error', title: `${title} — ${website.name}`, description: '', context: { ...siteContext(website, [], path), pageType: PAGE_TYPES.ERROR }, private: true };
      }
      // In the site's design when it can be read (features/themes); else the default's.
      const decoration = designs ? await siteDesignDecoration(db, designs, website.id).catch(() => undefined) : undefined;
      html = renderPage(page, decoration).html;
    } catch (renderError) {
      request.log.error(renderError);
    }
    return reply.code(500).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
}
