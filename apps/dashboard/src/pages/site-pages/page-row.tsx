/**
 * One page in the pages list: its title (opens the editor, or a blog's posts, or a store's
 * products), address, type and status, and its actions. A page of the navigation has a drag
 * handle and Move up / Move down.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { SitePageRow } from '../editor/editor-api.ts';
import { DownIcon, UpIcon } from '../editor/icons.tsx';
import { statusLabel } from './status-label.ts';

export interface PageRowActions {
  mayWrite: boolean;
  busy: boolean;
  onMove(from: number, to: number): void;
  onNavigation(id: string, inIt: boolean): void;
  onDuplicate(page: SitePageRow): void;
  onDelete(page: SitePageRow): void;
}

const TYPE_WORDS = { page: 'Page', blog: 'Blog', products: 'Store' } as const;

/** Where a page's title leads. */
export function openHref(page: SitePageRow): string {
  if (page.type === 'blog') return hrefFor('blog', { id: page.id });
  if (page.type === 'products') return hrefFor('products');
  return hrefFor('page-editor', { id: page.id });
}

export function PageRowView({ page, index, count, sortable, ...actions }: PageRowActions & { page: SitePageRow; index: number; count: number; sortable: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: page.id, disabled: !sortable || actions.busy || !actions.mayWrite });
  const label = statusLabel(page);
  const inNav = page.navIndex !== null;
  return (
    <li ref={setNodeRef} className={isDragging ? 'page-row page-row--dragging' : 'page-row'} style={{ transform: CSS.Transform.toString(transform), transition }} data-page-id={page.id}>
      {sortable && actions.mayWrite && (
        <button type="button" ref={setActivatorNodeRef} className="block-item__handle" {...attributes} {...listeners} aria-label={`Drag ${page.title} (position ${index + 1} of ${count})`} disabled={actions.busy}>
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <div className="page-row__main">
        <Link href={openHref(page)} className="page-row__title">
          {page.title}
        </Link>
        <span className="page-row__meta">
          <a href={page.fullUrl} target="_blank" rel="noreferrer" className="muted">
            {page.fullUrl}
            <span className="visually-hidden"> (opens the live page in a new tab)</span>
          </a>
          <span className="muted"> · {TYPE_WORDS[page.type]}</span>
          {label ? <span className="badge badge--status page-row__status">{label}</span> : <span className="muted"> · Published</span>}
        </span>
      </div>
      <div className="page-row__actions">
        {page.type === 'page' && (
          <Link href={hrefFor('page-editor', { id: page.id })} className="button button--small">
            Edit<span className="visually-hidden"> {page.title}</span>
          </Link>
        )}
        {page.type === 'blog' && (
          <Link href={hrefFor('blog', { id: page.id })} className="button button--small">
            Posts<span className="visually-hidden"> of {page.title}</span>
          </Link>
        )}
        <Link href={hrefFor('page-settings', { id: page.id })} className="button button--small">
          Settings<span className="visually-hidden"> of {page.title}</span>
        </Link>
        {actions.mayWrite && (
          <>
            {/* Move up / down stay enabled while the order saves, so focus stays on them; the list moves at once. */}
            {sortable && (
              <>
                <button type="button" className="icon-button" title="Move up" aria-label={`Move ${page.title} up`} data-focus={`${page.id}:up`} disabled={index === 0} onClick={() => actions.onMove(index, index - 1)}>
                  <UpIcon />
                </button>
                <button type="button" className="icon-button" title="Move down" aria-label={`Move ${page.title} down`} data-focus={`${page.id}:down`} disabled={index === count - 1} onClick={() => actions.onMove(index, index + 1)}>
                  <DownIcon />
                </button>
              </>
            )}
            <button type="button" className="button button--small button--quiet" disabled={actions.busy} onClick={() => actions.onNavigation(page.id, !inNav)}>
              {inNav ? 'Remove from navigation' : 'Add to navigation'}
              <span className="visually-hidden"> ({page.title})</span>
            </button>
            {page.type !== 'products' && (
              <button type="button" className="button button--small button--quiet" disabled={actions.busy} onClick={() => actions.onDuplicate(page)}>
                Duplicate<span className="visually-hidden"> {page.title}</span>
              </button>
            )}
            <button type="button" className="button button--small button--quiet page-row__delete" disabled={actions.busy} onClick={() => actions.onDelete(page)}>
              Delete<span className="visually-hidden"> {page.title}</span>
            </button>
          </>
        )}
      </div>
    </li>
  );
}
