/**
 * A blog's posts (`/config/pages/:id/posts`), newest first: New post (opens the editor), edit,
 * settings, duplicate, delete (after a confirm), and the blog's order on the site (the sort control).
 */
import { roleAllows } from '@plinth/platform';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../components/session.ts';
import { SavedSortControl } from '../../components/sort-control.tsx';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { formatDateTime } from '../../format.ts';
import { Link, navigate } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { createPost, deletePost, duplicatePost, getPage, listPosts, type EditorPost } from '../editor/editor-api.ts';
import { statusLabel } from './status-label.ts';
import './site-pages.css';

export default function BlogPostsPage({ params }: PageProps) {
  const { api, contributor } = useSession();
  const mayWrite = roleAllows(contributor.role, 'content:write');
  const blogRequest = { params: { id: params.id } };
  const load = useCombinedQuery([routeKey('getEditorPage', blogRequest), routeKey('listEditorPosts', blogRequest)], async () => {
    const [blog, posts] = await Promise.all([getPage(api, params.id), listPosts(api, params.id)]);
    return { blog, posts };
  });
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EditorPost | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const create = useAction(async (name: string) => {
    const post = await createPost(api, params.id, name);
    navigate(hrefFor('post-editor', { id: post.id }));
  });
  const act = useAction(async (run: () => Promise<void>) => run());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setProblem('Please enter a title.');
    setProblem(null);
    void create.run(title.trim());
  };
  const setPosts = (update: (posts: EditorPost[]) => EditorPost[]) => load.setData((d) => ({ ...d, posts: update(d.posts) }));
  return (
    <LoadView load={load}>
      {({ blog, posts }) => (
        <>
          <PageHeader title={`${blog.title}: posts`}>
            <Link href={hrefFor('pages')}>All pages</Link>
            <Link href={hrefFor('page-settings', { id: blog.id })}>Blog settings</Link>
          </PageHeader>
          {mayWrite && (
            <form className="panel new-page" onSubmit={submit} noValidate aria-labelledby="new-post-title">
              <h2 id="new-post-title" className="panel__title">
                New post
              </h2>
              <div className="new-page__fields">
                <label className="field">
                  <span className="field__label">Title</span>
                  <input value={title} maxLength={200} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'new-post-problem' : undefined} onChange={(e) => setTitle(e.target.value)} />
                </label>
                <button type="submit" className="button button--primary" disabled={create.busy} aria-busy={create.busy}>
                  {create.busy ? 'Creating…' : 'Create post'}
                </button>
              </div>
              {problem && (
                <p id="new-post-problem" className="form__problem" role="alert">
                  {problem}
                </p>
              )}
              {create.error && <Failure message={create.error} />}
            </form>
          )}
          {mayWrite && (
            <div className="panel">
              <SavedSortControl targetId={blog.id} legend="Order on the blog" />
            </div>
          )}
          <div role="status">{notice && <p className="notice">{notice}</p>}</div>
          {act.error && <Failure message={act.error} />}
          {posts.length === 0 ? (
            <p className="empty">This blog has no posts yet.</p>
          ) : (
            <table className="table posts-table">
              <caption className="visually-hidden">Posts of {blog.title}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Status</th>
                  <th scope="col">Published</th>
                  <th scope="col">Tags</th>
                  <th scope="col" className="actions">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {posts.map((post) => (
                  <tr key={post.id}>
                    <th scope="row">
                      <Link href={hrefFor('post-editor', { id: post.id })}>{post.title}</Link>
                      <br />
                      <a className="muted" href={post.fullUrl} target="_blank" rel="noreferrer">
                        {post.fullUrl}
                        <span className="visually-hidden"> (opens the live post in a new tab)</span>
                      </a>
                    </th>
                    <td>{statusLabel(post) ? <span className="badge badge--status">{statusLabel(post)}</span> : 'Published'}</td>
                    <td>{post.publishedAt ? formatDateTime(post.publishedAt) : '—'}</td>
                    <td>{post.tags.join(', ') || '—'}</td>
                    <td className="actions">
                      <Link className="button button--small" href={hrefFor('post-editor', { id: post.id })}>
                        Edit<span className="visually-hidden"> {post.title}</span>
                      </Link>
                      <Link className="button button--small" href={hrefFor('post-settings', { id: post.id })}>
                        Settings<span className="visually-hidden"> of {post.title}</span>
                      </Link>
                      {mayWrite && (
                        <>
                          <button
                            type="button"
                            className="button button--small button--quiet"
                            disabled={act.busy}
                            onClick={() =>
                              void act.run(async () => {
                                const copy = await duplicatePost(api, post.id);
                                setPosts((list) => [copy, ...list]);
                                setNotice(`Copied as “${copy.title}” (a draft).`);
                              })
                            }
                          >
                            Duplicate<span className="visually-hidden"> {post.title}</span>
                          </button>
                          <button type="button" className="button button--small button--quiet" disabled={act.busy} onClick={() => setDeleting(post)}>
                            Delete<span className="visually-hidden"> {post.title}</span>
                          </button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {deleting && (
            <ConfirmDialog
              title={`Delete ${deleting.title}?`}
              message="This can't be undone, and links to this post must be updated."
              confirmLabel="Delete post"
              onClose={(confirmed) => {
                const post = deleting;
                setDeleting(null);
                if (!confirmed) return;
                void act.run(async () => {
                  await deletePost(api, post.id);
                  setPosts((list) => list.filter((p) => p.id !== post.id));
                  setNotice(`${post.title} was deleted.`);
                });
              }}
            />
          )}
        </>
      )}
    </LoadView>
  );
}
