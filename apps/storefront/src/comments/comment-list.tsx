/**
 * The thread's comments, replies nested under their comment (a list in a list, so a screen reader
 * says how deep a reply is). Each comment of an open post has a Reply button that opens the reply
 * form under it; Cancel gives focus back to the button.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { PublicComment } from '@plinth/api';
import { CommentText } from './comment-text.tsx';

/** A comment the visitor just sent that waits for approval (shown only to them, in this page). */
export interface PendingComment {
  id: string;
  parentId: string | null;
  authorName: string;
  body: string;
  createdAt: number;
}

export interface CommentListProps {
  comments: PublicComment[];
  pending: PendingComment[];
  formatDate(epochMs: number): string;
  /** Replies allowed (the post is open). */
  open: boolean;
  replyingTo: string | null;
  onReply(commentId: string | null): void;
  renderReplyForm(comment: PublicComment): ReactNode;
}

/** One list level of the thread. */
export function CommentList(props: CommentListProps & { parentId?: string | null }) {
  const { comments, pending, parentId = null } = props;
  const waiting = pending.filter((p) => p.parentId === parentId);
  if (comments.length === 0 && waiting.length === 0) return null;
  return (
    <ol className="comment-list">
      {comments.map((comment) => (
        <CommentEntry key={comment.id} comment={comment} {...props} />
      ))}
      {waiting.map((comment) => (
        <li key={comment.id} className="comment comment--pending">
          <article aria-label={`Comment by ${comment.authorName}, awaiting approval`}>
            <p className="comment__meta">
              <span className="comment__author">{comment.authorName}</span> · <span className="comment__status">Awaiting approval</span>
            </p>
            <p className="comment__body">
              <CommentText text={comment.body} />
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}

function CommentEntry({ comment, ...props }: CommentListProps & { comment: PublicComment }) {
  const replyButton = useRef<HTMLButtonElement>(null);
  const replying = props.replyingTo === comment.id;
  const wasReplying = useRef(false);
  // Closing the reply form (Cancel, or the reply sent) gives focus back to this comment's Reply button.
  useEffect(() => {
    if (wasReplying.current && !replying) replyButton.current?.focus();
    wasReplying.current = replying;
  }, [replying]);
  return (
    <li className="comment" id={`comment-${comment.id}`}>
      <article aria-label={`Comment by ${comment.authorName}`}>
        <p className="comment__meta">
          <span className="comment__author">{comment.authorName}</span>
          {comment.member && <span className="comment__member"> (member)</span>} · <time dateTime={new Date(comment.createdAt).toISOString()}>{props.formatDate(comment.createdAt)}</time>
        </p>
        <p className="comment__body">
          <CommentText text={comment.body} />
        </p>
        {props.open && !replying && (
          <button ref={replyButton} type="button" className="comment__reply" onClick={() => props.onReply(comment.id)} aria-label={`Reply to ${comment.authorName}`}>
            Reply
          </button>
        )}
      </article>
      {replying && props.renderReplyForm(comment)}
      <CommentList {...props} comments={comment.replies} parentId={comment.id} />
    </li>
  );
}
