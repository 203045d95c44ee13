import { previewEditorDraft } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { PageDecoration } from '../../infra/page-extensions.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { requestOwnOrigin } from '../../infra/http/same-origin.ts';
import { draftDocument, findTarget } from '../editor/index.ts';
import type { ContentAccess } from '../member-areas/index.ts';
import { ownerWebsite } from '../owner/index.ts';
import { requestOrigin } from '../site/index.ts';
import { PREVIEW_NOT_FOUND } from './messages.ts';
import type { RenderedPage } from './page-renderer.ts';
import { PREVIEW_SANDBOX_POLICY, withPreviewScript } from './preview-sandbox.ts';
import type { SitePageKind } from './page-kind.ts';
import { resolvePage } from './page-service.ts';
import type { ResolvedPage } from './resolved-page.ts';
import { siteDesignDecoration, type DesignCatalogue } from '../themes/index.ts';

/** The owner reads everything: member areas do not lock the preview. */
const OWNER_ACCESS: ContentAccess = { siteUserId: null, canRead: () => true, lockOf: () => null, seesMemberContent: true };

/**
 * `GET /api/owner/editor/:kind/:id/preview` (content:read): the whole page as visitors would see it
 * with its draft (a page not yet live too), for the editor's frame. Never cached; sandboxed
 * (preview-sandbox.ts): a script in the draft runs on an opaque origin, without the owner's session.
 */
export function registerPreviewRoute(
  app: FastifyInstance,
  { db, renderPage, kinds, designs }: { db: Kysely<Schema>; renderPage: (page: ResolvedPage, decoration?: PageDecoration, origin?: string) => RenderedPage; kinds: readonly SitePageKind[]; designs?: DesignCatalogue },
): void {
  app.get(previewEditorDraft.path, { config: { access: previewEditorDraft.access } }, async (request, reply) => {
    const website = ownerWebsite(request);
    const { kind, id } = previewEditorDraft.params.parse(request.params);
    const target = await findTarget(db, website.id, kind, id);
    if (!target) throw new AppError('NOT_FOUND', PREVIEW_NOT_FOUND);
    const document = await draftDocument(db, website.id, kind, id);
    const page = await resolvePage(db, website, target.fullUrl, {}, OWNER_ACCESS, { kinds, preview: { kind, id, collectionId: target.collectionId, document } });
    // Drawn with the site's design and its settings, as visitors will see it (features/themes).
    const rendered = renderPage(page, designs ? await siteDesignDecoration(db, designs, website.id) : undefined, requestOrigin(request));
    for (const error of rendered.errors) request.log.warn({ template: page.template, error }, 'template error');
    // Sandboxed wherever it is opened: nothing in a draft runs with the owner's session (issue 36).
    const html = withPreviewScript(rendered.html, requestOwnOrigin(request) ?? requestOrigin(request));
    return reply.code(page.status).header('cache-control', 'no-store').header('content-security-policy', PREVIEW_SANDBOX_POLICY).type('text/html; charset=utf-8').send(html);
  });
}
