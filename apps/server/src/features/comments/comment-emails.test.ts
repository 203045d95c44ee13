import { beforeAll, expect, it } from 'vitest';
import { newId } from '../../infra/database/ids.ts';
import { EmailTemplateError } from '../../infra/mail/email-renderer.ts';
import { failingAfterRecording, WRITE_FAULT } from '../../infra/mail/failing-mailer.testing.ts';
import { defaultSiteId } from '../../test-support/owner.ts';
import { forEachStore } from '../../test-support/test-app.ts';
import type { CommentRow } from './comments-repository.ts';
import { findCommentableItem, type CommentableItem } from './items-repository.ts';
import { saveComment } from './save-comment.ts';

forEachStore("a new comment and the owner's e-mail about it", (store) => {
  let website: { id: string; name: string };
  let item: CommentableItem;
  beforeAll(async () => {
    website = { id: await defaultSiteId(store.db), name: 'Plinth Demo Store' };
    const post = await store.db.selectFrom('items').select('id').where('url_id', '=', 'a-visit-to-the-pottery').executeTakeFirstOrThrow();
    item = (await findCommentableItem(store.db, website.id, post.id))!;
  });

  const comment = (status: CommentRow['status'], body: string): CommentRow => ({
    id: newId(),
    websiteId: website.id,
    itemId: item.id,
    parentId: null,
    authorName: 'Ann',
    siteUserId: null,
    body,
    status,
    createdAt: Date.now(),
  });
  const stored = (id: string) => store.db.selectFrom('comments').select('status').where('id', '=', id).execute();
  const mailTo = (to: string) => store.db.selectFrom('outbox').select(['kind', 'status', 'text_body']).where('to_address', '=', to).execute();

  it('leaves neither the comment nor its e-mail when the write fails after the e-mail is recorded', async () => {
    const owner = `owner-rolled-back-${store.dialect}@plinth.test`;
    for (const status of ['pending', 'approved'] as const) {
      const written = comment(status, `Never stored (${status})`);
      const failing = { ...store.app.deps, mailer: failingAfterRecording(store.app.deps.mailer) };
      await expect(saveComment(failing, website, 'https://shop.example', item, written, owner)).rejects.toThrow(WRITE_FAULT);
      expect(await stored(written.id)).toEqual([]);
    }
    expect(await mailTo(owner)).toEqual([]);
  });

  it('commits a comment with exactly one e-mail to the owner, waiting in the outbox until delivered', async () => {
    const owner = `owner-committed-${store.dialect}@plinth.test`;
    const written = comment('pending', 'Committed with its e-mail');
    const saved = await saveComment(store.app.deps, website, 'https://shop.example', item, written, owner);
    expect(saved.emailUnrendered).toBeNull();
    expect(await stored(written.id)).toEqual([{ status: 'pending' }]);
    expect(await mailTo(owner)).toEqual([{ kind: 'other', status: 'outbox', text_body: expect.stringContaining('Committed with its e-mail') }]);
    await saved.deliverEmail();
    expect(await mailTo(owner)).toHaveLength(1);
  });

  it('keeps the comment when the theme cannot render the e-mail, and says why', async () => {
    const owner = `owner-no-template-${store.dialect}@plinth.test`;
    const written = comment('approved', 'Kept without its e-mail');
    const broken = { render: () => { throw new EmailTemplateError('The theme has no e-mail template emails/comment-notification.subject.jsont'); } };
    const saved = await saveComment({ ...store.app.deps, emails: broken }, website, 'https://shop.example', item, written, owner);
    expect(saved.emailUnrendered?.message).toContain('comment-notification.subject.jsont');
    expect(await stored(written.id)).toEqual([{ status: 'approved' }]);
    expect(await mailTo(owner)).toEqual([]);
  });
});
