/**
 * One comment of the queue: who wrote it, when, on which post, its text (as text), and the actions
 * its status allows: Approve, Mark as spam, Delete (after a confirm, replies too), and Close or Open
 * comments on its post. After an action the card says what happened; focus stays on the list.
 */
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../format.ts';
import type { OwnerComment } from './comments-api.ts';

export interface CommentCardProps {
  comment: OwnerComment;
  timeZone: string | undefined;
  mayModerate: boolean;
  busy: boolean;
  onApprove(): void;
  onSpam(): void;
  onDelete(): void;
  onSetClosed(closed: boolean): void;
}

/** A queue entry. */
export function CommentCard({ comment, timeZone, mayModerate, busy, onApprove, onSpam, onDelete, onSetClosed }: CommentCardProps) {
  const [confirming, setConfirming] = useState(false);
  const headingId = `comment-${comment.id}-author`;
  return (
    <li className="comment-card">
      <article aria-labelledby={headingId}>
        <header className="comment-card__header">
          <h2 className="comment-card__author" id={headingId}>
            {comment.authorName}
          </h2>
          {comment.memberEmail && <span className="badge badge--muted">Member · {comment.memberEmail}</span>}
          {comment.parentId && <span className="badge badge--muted">Reply</span>}
          <span className="muted comment-card__date">{formatDateTime(comment.createdAt, timeZone)}</span>
        </header>
        <p className="comment-card__post">
          On <a href={comment.itemUrl} target="_blank" rel="noreferrer">{comment.itemTitle}</a>
          {comment.itemClosed && <span className="badge badge--muted">Comments closed</span>}
        </p>
        <p className="comment-card__body">{comment.body}</p>
        {mayModerate && (
          <div className="comment-card__actions">
            {comment.status !== 'approved' && (
              <button type="button" className="button button--primary button--small" disabled={busy} onClick={onApprove}>
                Approve<span className="visually-hidden"> comment by {comment.authorName}</span>
              </button>
            )}
            {comment.status !== 'spam' && (
              <button type="button" className="button button--small" disabled={busy} onClick={onSpam}>
                Mark as spam<span className="visually-hidden"> (comment by {comment.authorName})</span>
              </button>
            )}
            <button type="button" className="button button--danger button--small" disabled={busy} onClick={() => setConfirming(true)}>
              Delete<span className="visually-hidden"> comment by {comment.authorName}</span>
            </button>
            <button type="button" className="button button--quiet button--small" disabled={busy} onClick={() => onSetClosed(!comment.itemClosed)}>
              {comment.itemClosed ? 'Open comments on this post' : 'Close comments on this post'}
            </button>
          </div>
        )}
      </article>
      {confirming && (
        <ConfirmDialog
          title="Delete this comment?"
          message={`The comment by ${comment.authorName} and every reply to it are deleted. This cannot be undone.`}
          confirmLabel="Delete"
          onClose={(confirmed) => {
            setConfirming(false);
            if (confirmed) onDelete();
          }}
        />
      )}
    </li>
  );
}
