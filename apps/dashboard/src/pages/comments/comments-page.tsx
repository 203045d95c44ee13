/**
 * Comments (`/config/comments`; issue 17): the moderation queue. Pending, Approved and Spam (with
 * their counts) as links that keep the status in the URL; each comment with its actions. An
 * approved or deleted comment changes its post at once (the server moves the content version).
 */
import { COMMENT_STATUSES, type CommentStatusName } from '@plinth/api';
import { roleAllows } from '@plinth/platform';
import { useRef, useState } from 'react';
import { LoadView } from '../../components/load-view.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { NextPage } from '../../components/pager.tsx';
import { useSession } from '../../components/session.ts';
import { Failure } from '../../components/status-views.tsx';
import { useAction } from '../../components/use-action.ts';
import { routeKey } from '../../api/query-keys.ts';
import { useCombinedQuery } from '../../api/use-route-query.ts';
import { Link } from '../../router/history.ts';
import { hrefFor } from '../../router/routes.ts';
import type { PageProps } from '../page-entry.ts';
import { CommentCard } from './comment-card.tsx';
import { deleteComment, loadQueue, moderate, queueRequest, setPostClosed, type OwnerComment } from './comments-api.ts';
import './comments.css';

const LABELS: Record<CommentStatusName, string> = { pending: 'Pending', approved: 'Approved', spam: 'Spam' };
const EMPTY: Record<CommentStatusName, string> = {
  pending: 'No comments wait for approval.',
  approved: 'No approved comments yet.',
  spam: 'No comments are marked as spam.',
};

const hrefOf = (status: CommentStatusName, cursor?: string | null) => {
  const query = new URLSearchParams({ status });
  if (cursor) query.set('cursor', cursor);
  return `${hrefFor('comments')}?${query.toString()}`;
};

export default function CommentsPage({ query }: PageProps) {
  const { api, contributor, timeZone } = useSession();
  const asked = query.get('status');
  const status: CommentStatusName = (COMMENT_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as CommentStatusName) : 'pending';
  const cursor = query.get('cursor');
  const queue = useCombinedQuery([routeKey('listOwnerComments', queueRequest(status, cursor))], (api) => loadQueue(api, status, cursor));
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const mayModerate = roleAllows(contributor.role, 'comments:moderate');

  /** Runs an action, then reloads the page of the queue and says what happened. */
  const act = useAction(async (perform: () => Promise<string | void>, done: string) => {
    const said = await perform();
    const fresh = await loadQueue(api, status, cursor);
    queue.setData(() => fresh);
    setNotice(said || done);
    // The card may be gone: the announcement takes focus so keyboard users are not lost at the top.
    setTimeout(() => noticeRef.current?.focus(), 0);
  });

  const actionsOf = (comment: OwnerComment) => ({
    onApprove: () => void act.run(async () => void (await moderate(api, comment.id, 'approve')), `Approved the comment by ${comment.authorName}.`),
    onSpam: () => void act.run(async () => void (await moderate(api, comment.id, 'spam')), `Marked the comment by ${comment.authorName} as spam.`),
    onDelete: () =>
      void act.run(async () => {
        const n = await deleteComment(api, comment.id);
        if (n > 1) return `Deleted the comment by ${comment.authorName} and ${n - 1} ${n === 2 ? 'reply' : 'replies'}.`;
      }, `Deleted the comment by ${comment.authorName}.`),
    onSetClosed: (closed: boolean) =>
      void act.run(async () => void (await setPostClosed(api, comment.itemId, closed)), closed ? `Comments on “${comment.itemTitle}” are closed.` : `Comments on “${comment.itemTitle}” are open.`),
  });

  return (
    <>
      <PageHeader title="Comments">
        <Link className="button" href={hrefFor('comment-settings')}>
          Comment settings
        </Link>
      </PageHeader>
      <LoadView load={queue}>
        {(data) => (
          <>
            <nav aria-label="Comment status" className="comment-tabs">
              {COMMENT_STATUSES.map((s) => (
                <Link key={s} href={hrefOf(s)} className="comment-tabs__link" aria-current={s === status ? 'page' : undefined}>
                  {LABELS[s]} <span className="comment-tabs__count">({data.counts[s]})</span>
                </Link>
              ))}
            </nav>
            <p className="comment-queue__notice" role="status" tabIndex={-1} ref={noticeRef}>
              {notice}
            </p>
            {act.error && <Failure message={act.error} onRetry={act.retry} />}
            {data.comments.length === 0 ? (
              <p className="empty">{EMPTY[status]}</p>
            ) : (
              <ul className="comment-queue" aria-label={`${LABELS[status]} comments`}>
                {data.comments.map((comment) => (
                  <CommentCard key={comment.id} comment={comment} timeZone={timeZone} mayModerate={mayModerate} busy={act.busy} {...actionsOf(comment)} />
                ))}
              </ul>
            )}
            <NextPage label={`More ${LABELS[status].toLowerCase()} comments`} href={data.nextCursor ? hrefOf(status, data.nextCursor) : null} />
          </>
        )}
      </LoadView>
    </>
  );
}
