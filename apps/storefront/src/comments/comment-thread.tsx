/**
 * The CommentThread island (platform.md §2 "Comment links and comment threads", §4): a post's
 * approved comments with their replies, rendered on the server from the page's data, refreshed in
 * the browser (the page is cached for everyone; the visitor's name and captcha need are theirs),
 * with the comment form and a reply form per comment while the post is open. A comment that waits
 * for approval is shown to its author only, marked so. With Disqus set, Disqus's embed instead,
 * loaded on click.
 */
import { useEffect, useMemo, useState } from 'react';
import type { PublicComment } from '@plinth/api';
import { domId } from '../dom-id.ts';
import { fetchThread, type PostedComment } from './comment-api.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentList, type PendingComment } from './comment-list.tsx';
import { DisqusEmbed, type DisqusSettings } from './disqus-embed.tsx';

/** Props of {@link CommentThread}. */
export interface CommentThreadProps {
  itemId: string;
  /** platform.md §3 commentState: 1 open, 2 closed, 0 takes none. */
  commentState: 0 | 1 | 2;
  publicCommentCount: number;
  comments: PublicComment[];
  /** The site's time zone: dates read the same on the server and in the browser. */
  timeZone: string;
  disqus?: DisqusSettings | null;
}

/** `No Comments`, `1 Comment`, `N Comments` (the comment-count formatter's words). */
export function commentCountText(n: number): string {
  if (n === 0) return 'No Comments';
  return n === 1 ? '1 Comment' : `${n} Comments`;
}

/** The thread, or the Disqus embed. */
export function CommentThread(props: CommentThreadProps) {
  if (props.disqus) return <DisqusEmbed disqus={props.disqus} />;
  return <NativeThread {...props} />;
}

function NativeThread({ itemId, commentState, publicCommentCount, comments: initial, timeZone }: CommentThreadProps) {
  const [comments, setComments] = useState(initial);
  const [count, setCount] = useState(publicCommentCount);
  const [state, setState] = useState(commentState);
  const [viewer, setViewer] = useState<{ name: string | null; captcha: boolean } | null>(null);
  const [pending, setPending] = useState<PendingComment[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const id = domId('plinth', itemId, 'comments');
  const dateFormat = useMemo(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }), [timeZone]);

  async function refresh() {
    const thread = await fetchThread(itemId);
    if (!thread) return;
    setComments(thread.comments);
    setCount(thread.publicCommentCount);
    setState(thread.commentState);
    setViewer(thread.viewer);
  }

  // Asked in the browser only: the page HTML is the same for every visitor.
  useEffect(() => {
    void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [itemId]);

  function posted({ comment, message }: PostedComment) {
    setNotice(message);
    setReplyingTo(null);
    if (comment.status === 'approved') void refresh();
    else setPending((list) => [...list, { id: comment.id, parentId: comment.parentId, authorName: comment.authorName, body: comment.body, createdAt: comment.createdAt }]);
  }

  const open = state === 1 && viewer !== null;
  const headingId = `${id}-heading`;
  return (
    <div className="comment-thread" data-comment-state={state}>
      <h2 className="comment-thread__title" id={headingId}>
        {commentCountText(count)}
      </h2>
      <CommentList
        comments={comments}
        pending={pending}
        formatDate={(t) => dateFormat.format(t)}
        open={open}
        replyingTo={replyingTo}
        onReply={setReplyingTo}
        renderReplyForm={(comment) =>
          viewer && (
            <CommentForm
              id={`${id}-reply-${comment.id}`}
              itemId={itemId}
              parent={{ id: comment.id, authorName: comment.authorName }}
              viewerName={viewer.name}
              captcha={viewer.captcha}
              onPosted={posted}
              onCancel={() => setReplyingTo(null)}
            />
          )
        }
      />
      <p className="comment-thread__notice" role="status">
        {notice}
      </p>
      {state === 2 && <p className="comment-thread__closed">Comments are closed.</p>}
      {open && replyingTo === null && viewer && <CommentForm id={`${id}-new`} itemId={itemId} viewerName={viewer.name} captcha={viewer.captcha} onPosted={posted} />}
    </div>
  );
}
