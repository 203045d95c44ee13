import type { Kysely } from 'kysely';
import type { Schema } from '../infra/database/schema.ts';
import { newId } from '../infra/database/ids.ts';
import { updateWebsiteSettings } from '../features/site/index.ts';

/** The first blog post of the demo (seed/demo-content.ts DEMO_POSTS). */
const FIRST_POST = 'feeding-a-sourdough-starter';

/** The demo's conversation on the first post: two comments, the author's reply to the first. */
const DEMO_COMMENTS = [
  { key: 'question', parent: null, author: 'Priya N.', minutesAgo: 60 * 26, body: 'Does the rubber band trick work with a glass jar that narrows at the top?' },
  { key: 'answer', parent: 'question', author: 'Maya Chen', minutesAgo: 60 * 25, body: 'It does: put the band where the starter sits just after feeding, and watch it pass the band. #sourdough' },
  { key: 'thanks', parent: null, author: 'Tom', minutesAgo: 60 * 3, body: 'Mine doubled in five hours at 24°C. Baking tomorrow!' },
] as const;

/** Visitors who liked the first post. */
const DEMO_LIKES = 3;

/**
 * Approved comments (one with a reply) and likes on the first blog post (issue 17); comments, likes
 * and a few share buttons turned on for the demo site.
 */
export async function seedDemoComments(db: Kysely<Schema>, websiteId: string, now: number): Promise<void> {
  await updateWebsiteSettings(db, websiteId, { commentsEnabled: true, simpleLikingEnabled: true, shareButtonOptions: { facebook: true, twitter: true, linkedin: true, email: true } });
  const post = await db.selectFrom('items').select('id').where('website_id', '=', websiteId).where('url_id', '=', FIRST_POST).executeTakeFirst();
  if (!post) return;
  const ids = new Map<string, string>();
  for (const comment of DEMO_COMMENTS) {
    const id = newId();
    ids.set(comment.key, id);
    await db
      .insertInto('comments')
      .values({
        id,
        website_id: websiteId,
        item_id: post.id,
        parent_id: comment.parent ? (ids.get(comment.parent) ?? null) : null,
        author_name: comment.author,
        site_user_id: null,
        body: comment.body,
        status: 'approved',
        created_at: now - comment.minutesAgo * 60_000,
      })
      .execute();
  }
  for (let i = 1; i <= DEMO_LIKES; i++) {
    await db.insertInto('comment_likes').values({ website_id: websiteId, item_id: post.id, visitor_id: `demo-visitor-${i}`, created_at: now }).execute();
  }
}
