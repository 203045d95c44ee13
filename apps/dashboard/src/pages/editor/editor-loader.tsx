/**
 * Opens the editor of a page, post or product description: reads the draft, the site's pages (for
 * the link editor's "Page" choice) and, for pages and posts, their settings; then hands them to
 * the editor screen. A never-edited page's HTML is turned into blocks here.
 */
import type { EditorTargetKind } from '@plinth/api';
import { ApiError } from '../../api/api-error.ts';
import { LoadView } from '../../components/load-view.tsx';
import { Failure } from '../../components/status-views.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { htmlToRichText, type PageChoice } from './controls/index.ts';
import { blockCount } from './document-model.ts';
import { getDraft, getPage, getPost, listPages, type EditorPost, type PageSettings } from './editor-api.ts';
import { EditorScreen } from './editor-screen.tsx';
import { legacyToDocument } from './legacy-html.ts';
import { SettingsForm } from './settings-form.tsx';
import { roleAllows } from '@plinth/platform';
import './editor.css';

interface Loaded {
  draft: Awaited<ReturnType<typeof getDraft>>;
  pages: PageChoice[];
  page: PageSettings | null;
  post: EditorPost | null;
}

export function EditorLoader({ kind, id }: { kind: EditorTargetKind; id: string }) {
  const { api, contributor, timeZone } = useSession();
  const target = { params: { kind, id } };
  const settings = kind === 'pages' ? [routeKey('getEditorPage', { params: { id } })] : kind === 'posts' ? [routeKey('getEditorPost', { params: { id } })] : [];
  const load = useCombinedQuery<Loaded>([routeKey('getEditorDraft', target), routeKey('listOwnerPages'), ...settings], async () => {
    const [draft, pages, found] = await Promise.all([
      getDraft(api, kind, id),
      // The link editor still works without the list (web addresses, e-mail…).
      listPages(api).then((rows) => rows.map((p) => ({ title: p.title, url: p.fullUrl })), () => []),
      kind === 'pages' ? getPage(api, id).then((page) => ({ page, post: null })) : kind === 'posts' ? getPost(api, id) : Promise.resolve({ page: null, post: null }),
    ]);
    return { draft, pages, page: found.page, post: found.post };
  }, { fresh: true });
  // A page, post or product that is gone (deleted, another site's) says so in the spec's words.
  if (load.status === 'failed' && load.error instanceof ApiError && load.error.status === 404) return <Failure message="Unable to locate content." />;
  return (
    <LoadView load={load}>
      {({ draft, pages, page, post }) => {
        const initial = draft.legacyHtml !== null && blockCount(draft.document) === 0 ? legacyToDocument(draft.legacyHtml, htmlToRichText) : draft.document;
        const back = kind === 'pages' ? hrefFor('pages') : kind === 'posts' && page?.collectionId ? hrefFor('blog', { id: page.collectionId }) : hrefFor('products');
        const what = kind === 'products' ? 'Description of' : 'Editing';
        return (
          <>
            <PageHeader title={`${what} ${draft.title}`}>
              <Link href={back}>{kind === 'pages' ? 'All pages' : kind === 'posts' ? 'All posts' : 'All products'}</Link>
              <a href={draft.fullUrl} target="_blank" rel="noreferrer">
                View the live page<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </PageHeader>
            <EditorScreen
              key={draft.revision}
              kind={kind}
              id={id}
              draft={draft}
              initial={initial}
              pages={pages}
              onReload={load.retry}
              settings={
                page && kind !== 'products' ? (
                  <SettingsForm
                    kind={kind}
                    page={page}
                    post={post ?? undefined}
                    timeZone={timeZone}
                    readOnly={!roleAllows(contributor.role, 'content:write')}
                    onSaved={(next, nextPost) => load.setData((d) => ({ ...d, page: next, post: nextPost ?? d.post }))}
                  />
                ) : undefined
              }
            />
          </>
        );
      }}
    </LoadView>
  );
}
