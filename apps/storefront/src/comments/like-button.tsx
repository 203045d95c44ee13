/**
 * The LikeButton island (platform.md §2 "Like button", §3 likeCount): shown when the site has
 * `simpleLikingEnabled`; one like per visitor per post. The server renders the page's count; the
 * browser asks for the current one and whether this visitor liked it (the page is cached for all).
 * Pressing it again takes the like back.
 */
import { useEffect, useState } from 'react';
import { fetchLikes, sendLike } from './comment-api.ts';

/** Props of {@link LikeButton}. */
export interface LikeButtonProps {
  itemId: string;
  likeCount: number;
}

/** `1 like`, `N likes`. */
export function likeCountText(n: number): string {
  return n === 1 ? '1 like' : `${n} likes`;
}

/** The button and its count. */
export function LikeButton({ itemId, likeCount }: LikeButtonProps) {
  const [count, setCount] = useState(likeCount);
  const [liked, setLiked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void fetchLikes(itemId).then((likes) => {
      if (!live || !likes) return;
      setCount(likes.likeCount);
      setLiked(likes.liked);
    });
    return () => {
      live = false;
    };
  }, [itemId]);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await sendLike(itemId, !liked);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setCount(result.value.likeCount);
    setLiked(result.value.liked);
  }

  return (
    <div className="like-button" data-item-id={itemId}>
      <button type="button" className="like-button__button" aria-pressed={liked} disabled={busy} onClick={() => void toggle()}>
        <span aria-hidden="true" className="like-button__icon">
          {liked ? '♥' : '♡'}
        </span>{' '}
        {liked ? 'Liked' : 'Like'}
      </button>{' '}
      <span className="like-button__count" aria-live="polite">
        {likeCountText(count)}
      </span>
      {error && (
        <p className="like-button__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
