/**
 * The form of a new comment or a reply: the name (unless a signed-in customer comments under their
 * own), the comment, the site's captcha for anonymous visitors, and the server's answer (an error,
 * or the thanks that says whether the comment waits for approval). A failed attempt spends the
 * captcha: the visitor solves a fresh one.
 */
import { useMemo, useRef, useState, useEffect, type FormEvent } from 'react';
import { Captcha } from '../forms/captcha/captcha.tsx';
import { createFormApi } from '../forms/form-api.ts';
import { sendComment, type PostedComment } from './comment-api.ts';

/** Limits of what a visitor types (the contract's COMMENT_LIMITS; the server checks them too). */
export const NAME_MAX = 80;
export const BODY_MAX = 2000;

export interface CommentFormProps {
  id: string;
  itemId: string;
  /** The comment answered; absent for a new comment. */
  parent?: { id: string; authorName: string };
  /** The signed-in customer's name: no name field. */
  viewerName: string | null;
  captcha: boolean;
  onPosted(comment: PostedComment): void;
  onCancel?: () => void;
}

/** A comment or reply form. */
export function CommentForm({ id, itemId, parent, viewerName, captcha, onPosted, onCancel }: CommentFormProps) {
  const [name, setName] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const api = useMemo(() => createFormApi(), []);
  const bodyField = useRef<HTMLTextAreaElement>(null);

  // A reply form opens where the visitor asked for it: the cursor goes to its text.
  useEffect(() => {
    if (parent) bodyField.current?.focus();
  }, [parent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setError(null);
    const result = await sendComment(itemId, {
      body,
      ...(viewerName ? {} : { authorName: name }),
      ...(parent ? { parentId: parent.id } : {}),
      ...(captcha && token ? { captchaToken: token } : {}),
    });
    setSending(false);
    if (result.ok) {
      setBody('');
      onPosted(result.value);
    } else {
      setError(result.message);
    }
    if (captcha) {
      setToken(null);
      setCaptchaReset((n) => n + 1);
    }
  }

  const errorId = `${id}-error`;
  const label = parent ? `Reply to ${parent.authorName}` : 'Leave a comment';
  return (
    <form className={`comment-form${parent ? ' comment-form--reply' : ''}`} onSubmit={(event) => void submit(event)} aria-label={label} noValidate>
      <p className="comment-form__title">{label}</p>
      {viewerName ? (
        <p className="comment-form__as">Commenting as {viewerName}</p>
      ) : (
        <div className="comment-form__field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} name="authorName" type="text" autoComplete="name" maxLength={NAME_MAX} value={name} onChange={(e) => setName(e.currentTarget.value)} aria-describedby={error ? errorId : undefined} />
        </div>
      )}
      <div className="comment-form__field">
        <label htmlFor={`${id}-body`}>Comment</label>
        <textarea ref={bodyField} id={`${id}-body`} name="body" rows={4} maxLength={BODY_MAX} value={body} onChange={(e) => setBody(e.currentTarget.value)} aria-describedby={error ? errorId : undefined} />
      </div>
      {captcha && <Captcha id={`${id}-captcha`} theme="light" alignment="left" resetCount={captchaReset} api={api} onToken={setToken} />}
      {error && (
        <p className="comment-form__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <div className="comment-form__actions">
        <button type="submit" className="comment-form__submit" disabled={sending} aria-busy={sending}>
          {parent ? 'Post Reply' : 'Post Comment'}
        </button>
        {onCancel && (
          <button type="button" className="comment-form__cancel" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
