/**
 * Pages (`/config/pages`): the site's navigation in order, then the pages outside it, each with its
 * status label (platform.md §3: Scheduled, Needs Review, Draft, Private; a published page has none).
 * New page (a page or a blog), edit, settings, duplicate, delete (after a confirm), and the
 * navigation reordered by drag and drop or by keyboard (the handle with Space and the arrows, or
 * Move up / Move down), saved at once.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { roleAllows } from '@plinth/platform';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import { createPage, deletePage, duplicatePage, listPages, saveNavigation, type SitePageRow } from '../editor/editor-api.ts';
import { useFocusRequest } from '../editor/use-focus-request.ts';
import { groupPages, moveInNavigation, withNavigation } from './navigation-order.ts';
import { NewPageForm } from './new-page-form.tsx';
import { PageRowView } from './page-row.tsx';
import './site-pages.css';

export default function PagesPage() {
  const { api, contributor } = useSession();
  const mayWrite = roleAllows(contributor.role, 'content:write');
  const load = useCombinedQuery([routeKey('listOwnerPages')], listPages);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<SitePageRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const focus = useFocusRequest();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const order = useAction(async (navigation: string[]) => {
    const before = load.status === 'success' ? load.data : null;
    load.setData((pages) => withNavigation(pages, navigation));
    try {
      const saved = await saveNavigation(api, navigation);
      load.setData((pages) => withNavigation(pages, saved));
    } catch (failure) {
      if (before) load.setData(() => before);
      throw failure;
    }
  });
  const act = useAction(async (run: () => Promise<void>) => run());

  const create = async (title: string, type: 'page' | 'blog') => {
    const page = await createPage(api, { title, type });
    navigate(type === 'blog' ? hrefFor('blog', { id: page.id }) : hrefFor('page-editor', { id: page.id }));
  };

  return (
    <>
      <PageHeader title="Pages">
        {mayWrite && !creating && (
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            New page
          </button>
        )}
      </PageHeader>
      {creating && <NewPageForm create={create} onCancel={() => setCreating(false)} />}
      <div role="status" className="pages__status">
        {notice && <p className="notice">{notice}</p>}
      </div>
      {order.error && <Failure message={order.error} onRetry={order.retry} />}
      {act.error && <Failure message={act.error} />}
      <LoadView load={load}>
        {(pages) => {
          const { navigation, others } = groupPages(pages);
          const ids = navigation.map((p) => p.id);
          const busy = order.busy || act.busy;
          const actions = {
            mayWrite,
            busy,
            onMove(from: number, to: number) {
              const id = ids[from];
              void order.run(moveInNavigation(ids, from, to));
              focus(`${id}:${to < from ? 'up' : 'down'}`, `${id}:${to < from ? 'down' : 'up'}`);
            },
            onNavigation(id: string, inIt: boolean) {
              void order.run(inIt ? [...ids, id] : ids.filter((x) => x !== id));
            },
            onDuplicate(page: SitePageRow) {
              void act.run(async () => {
                const copy = await duplicatePage(api, page.id);
                load.setData((rows) => [...rows, { id: copy.id, title: copy.title, urlId: copy.urlId, type: copy.type as SitePageRow['type'], fullUrl: copy.fullUrl, status: copy.status, statusLabel: copy.statusLabel, navIndex: null }]);
                setNotice(`Copied as “${copy.title}” (a draft, outside the navigation).`);
              });
            },
            onDelete: setDeleting,
          };
          const titleOf = (id: string | number) => pages.find((p) => p.id === id)?.title ?? 'The page';
          const end = ({ active, over }: DragEndEvent) => {
            if (!over || active.id === over.id) return;
            actions.onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
          };
          return pages.length === 0 ? (
            <p className="empty">The site has no pages.</p>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={end}
              accessibility={{
                screenReaderInstructions: { draggable: 'To move a page in the navigation, press Space, use the arrow keys, then press Space again to drop it or Escape to cancel.' },
                announcements: {
                  onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
                  onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is at position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.` : `${titleOf(active.id)} is no longer over the navigation.`),
                  onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} was dropped at position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.` : `${titleOf(active.id)} was dropped.`),
                  onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
                },
              }}
            >
              <section className="panel pages-group" aria-labelledby="nav-title">
                <h2 id="nav-title" className="panel__title">
                  Navigation
                </h2>
                <p className="muted">The site's menu shows these pages in this order.</p>
                {navigation.length === 0 ? (
                  <p className="empty">No page is in the navigation.</p>
                ) : (
                  <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                    <ol className="page-list" aria-labelledby="nav-title">
                      {navigation.map((page, index) => (
                        <PageRowView key={page.id} page={page} index={index} count={navigation.length} sortable {...actions} />
                      ))}
                    </ol>
                  </SortableContext>
                )}
              </section>
              {others.length > 0 && (
                <section className="panel pages-group" aria-labelledby="others-title">
                  <h2 id="others-title" className="panel__title">
                    Not in the navigation
                  </h2>
                  <SortableContext items={others.map((p) => p.id)} disabled>
                    <ul className="page-list" aria-labelledby="others-title">
                      {others.map((page, index) => (
                        <PageRowView key={page.id} page={page} index={index} count={others.length} sortable={false} {...actions} />
                      ))}
                    </ul>
                  </SortableContext>
                </section>
              )}
            </DndContext>
          );
        }}
      </LoadView>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.title}?`}
          message="This can't be undone, and links to this page must be updated."
          confirmLabel="Delete page"
          onClose={(confirmed) => {
            const page = deleting;
            setDeleting(null);
            if (!confirmed) return;
            void act.run(async () => {
              await deletePage(api, page.id);
              load.setData((rows) => rows.filter((r) => r.id !== page.id));
              setNotice(`${page.title} was deleted.`);
            });
          }}
        />
      )}
    </>
  );
}
