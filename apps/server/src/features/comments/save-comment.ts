import type { Transaction } from 'kysely';
import type { AppDeps } from '../../infra/app-deps.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import type { EmailTemplateError } from '../../infra/mail/email-renderer.ts';
import { recordMail } from '../../infra/mail/mail-in-transaction.ts';
import { changeContent, type Website } from '../site/index.ts';
import { insertComment, type CommentRow } from './comments-repository.ts';
import type { CommentableItem } from './items-repository.ts';
import { notifyNewComment } from './notify.ts';

/** A comment written, and its owner's e-mail waiting in the outbox. */
export interface SavedComment {
  /** Delivers the owner's e-mail after the commit; never throws for a delivery failure. */
  deliverEmail(): Promise<void>;
  /** Why the theme could not render the owner's e-mail (the comment is saved without it). */
  emailUnrendered: EmailTemplateError | null;
}

/**
 * Stores a visitor's comment and records the owner's e-mail about it in ONE transaction (the outbox,
 * decisions/0008-crash-recovery.md), so a crash leaves both or neither — never a comment whose e-mail
 * was lost between the commit and the send. An approved comment changes the post's page (and its
 * count on lists): the content version moves with it. A theme that cannot render the e-mail does not
 * lose the comment; a database fault rolls both back.
 */
export function saveComment(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'emails'>,
  website: Pick<Website, 'id' | 'name'>,
  origin: string,
  item: CommentableItem,
  comment: CommentRow,
  notifyEmail: string | null,
): Promise<SavedComment> {
  const write = async (tx: Transaction<Schema>): Promise<SavedComment> => {
    await insertComment(tx, comment);
    const mail = await recordMail(deps.mailer, tx, (mailer) => notifyNewComment({ db: tx, mailer, emails: deps.emails }, website, origin, item, comment, notifyEmail));
    return { deliverEmail: mail.deliver, emailUnrendered: mail.unrendered };
  };
  return comment.status === 'approved' ? changeContent(deps.db, website.id, write) : inTransaction(deps.db, write);
}
