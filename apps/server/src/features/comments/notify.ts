import type { AppDeps } from '../../infra/app-deps.ts';
import { listContributors } from '../owner/index.ts';
import type { Website } from '../site/index.ts';
import type { CommentRow } from './comments-repository.ts';
import type { CommentableItem } from './items-repository.ts';

/**
 * E-mails the owner about a new comment (themes/default/emails/comment-notification.*.jsont): to the
 * address of the comment settings, else to the site's administrators. The comment's text goes
 * through the template's escaping. Called with the comment's transaction and a mailer that records in
 * it (save-comment.ts), so the e-mail is committed with the comment; mail trouble never fails the
 * visitor's comment (the mailer keeps it in the outbox).
 * @throws EmailTemplateError when the theme cannot render it
 */
export async function notifyNewComment(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'emails'>,
  website: Pick<Website, 'id' | 'name'>,
  origin: string,
  item: CommentableItem,
  comment: CommentRow,
  notifyEmail: string | null,
): Promise<void> {
  const recipients = notifyEmail ? [notifyEmail] : (await listContributors(deps.db, website.id)).filter((c) => c.role === 'ADMIN').map((c) => c.email);
  if (recipients.length === 0) return;
  const message = deps.emails.render('comment-notification', {
    siteName: website.name,
    postTitle: item.title,
    postUrl: `${origin}/${item.collectionUrlId}/${item.urlId}`,
    queueUrl: `${origin}/config/comments`,
    authorName: comment.authorName,
    body: comment.body,
    pending: comment.status === 'pending',
  });
  for (const to of recipients) await deps.mailer.send({ websiteId: website.id, kind: 'other', to, ...message });
}
