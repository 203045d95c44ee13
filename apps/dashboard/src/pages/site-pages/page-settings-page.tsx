/** `/config/pages/:id/settings` and `/config/posts/:id/settings`: the settings panel on its own page. */
import { roleAllows } from '@plinth/platform';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { getPage, getPost, type EditorPost, type PageSettings } from '../editor/editor-api.ts';
import { SettingsForm } from '../editor/settings-form.tsx';
import './site-pages.css';

export function SettingsPage({ kind, id }: { kind: 'pages' | 'posts'; id: string }) {
  const { api, contributor, timeZone } = useSession();
  const settings = kind === 'pages' ? routeKey('getEditorPage', { params: { id } }) : routeKey('getEditorPost', { params: { id } });
  const load = useCombinedQuery<{ page: PageSettings; post?: EditorPost }>([settings], () => (kind === 'pages' ? getPage(api, id).then((page) => ({ page })) : getPost(api, id)), { fresh: true });
  return (
    <LoadView load={load}>
      {({ page, post }) => (
        <>
          <PageHeader title={`${page.title}: settings`}>
            {kind === 'pages' ? <Link href={hrefFor('pages')}>All pages</Link> : page.collectionId && <Link href={hrefFor('blog', { id: page.collectionId })}>All posts</Link>}
            {page.type !== 'blog' && page.type !== 'products' && <Link href={kind === 'pages' ? hrefFor('page-editor', { id }) : hrefFor('post-editor', { id })}>Edit the content</Link>}
          </PageHeader>
          <SettingsForm
            kind={kind}
            page={page}
            post={post}
            timeZone={timeZone}
            readOnly={!roleAllows(contributor.role, 'content:write')}
            onSaved={(next, nextPost) => load.setData((d) => ({ page: next, post: nextPost ?? d.post }))}
          />
        </>
      )}
    </LoadView>
  );
}

export default function PageSettingsPage({ params }: PageProps) {
  return <SettingsPage kind="pages" id={params.id} />;
}
