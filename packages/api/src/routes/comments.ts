/**
 * The comments feature's routes (apps/server/src/features/comments; issue 17, platform.md §2 "Comment
 * links and comment threads", "Like button", §3 publicCommentCount, commentState, likeCount, §4).
 * Visitors read a post's approved comments, comment and reply (a captcha when anonymous; rate
 * limited), and like a post once. Owners work the moderation queue (comments:read to read,
 * comments:moderate to approve, mark as spam, delete, close comments on a post) and set the site's
 * comment, like and share settings (settings:write).
 */
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cursorQuery, idParams } from './owner.ts';

/** Limits of what a visitor types. */
export const COMMENT_LIMITS = Object.freeze({ nameMaxLength: 80, bodyMaxLength: 2000 });

/** What the thread and the server say. */
export const COMMENT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name is at most ${COMMENT_LIMITS.nameMaxLength} characters.`,
  bodyRequired: 'Please write a comment.',
  bodyTooLong: `A comment is at most ${COMMENT_LIMITS.bodyMaxLength} characters.`,
  pending: 'Thank you! Your comment will appear once it is approved.',
  posted: 'Thank you! Your comment is posted.',
  closed: 'Comments are closed.',
  notOpen: 'This post does not take comments.',
  itemNotFound: 'This post could not be found.',
  parentNotFound: 'The comment you are replying to is gone.',
  commentNotFound: 'This comment could not be found.',
  likesOff: 'Likes are turned off on this site.',
  tooMany: 'You are commenting too fast. Please wait a minute and try again.',
} as const;

/** A comment's status in the queue. */
export const COMMENT_STATUSES = ['pending', 'approved', 'spam'] as const;
export type CommentStatusName = (typeof COMMENT_STATUSES)[number];

/** Text as typed, trimmed; control characters (other than line breaks and tabs) dropped. */
const typed = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    // eslint-disable-next-line no-control-regex
    .transform((value) => value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim());

/** The item whose comments or likes a path names. */
export const commentItemParams = z.object({ itemId: idParams.shape.id });

/** One comment as visitors see it (approved; replies nested). */
export interface PublicComment {
  id: string;
  authorName: string;
  /** Written by a signed-in customer. */
  member: boolean;
  body: string;
  createdAt: number;
  replies: PublicComment[];
}

export const publicComment: z.ZodType<PublicComment> = z.lazy(() =>
  z.object({ id: z.string(), authorName: z.string(), member: z.boolean(), body: z.string(), createdAt: z.number(), replies: z.array(publicComment) }),
);

/** platform.md §3 `commentState`. */
export const commentStateJson = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** A post's thread: approved comments, how many, and whether it takes new ones. */
export const commentThreadJson = z.object({
  itemId: z.string(),
  publicCommentCount: z.number().int(),
  /** platform.md §3 commentState: 1 open, 2 closed by the owner, 0 takes no comments (site or collection off). */
  commentState: commentStateJson,
  comments: z.array(publicComment),
  /** Who is asking: a signed-in customer comments under their name; a trusted one needs no captcha. */
  viewer: z.object({ name: z.string().nullable(), captcha: z.boolean() }),
});

/** GET /api/comments/items/:itemId. */
export const getCommentThread = defineRoute({
  method: 'GET',
  path: '/api/comments/items/:itemId',
  tag: 'comments',
  access: 'public',
  summary: "A post's approved comments with their replies, the count and whether it takes new ones",
  params: commentItemParams,
  response: commentThreadJson,
});

/** POST /api/comments/items/:itemId. */
export const postComment = defineRoute({
  method: 'POST',
  path: '/api/comments/items/:itemId',
  tag: 'comments',
  access: 'public',
  summary: 'Comments on a post, or replies to one of its comments (a captcha unless signed in; rate limited; crumb)',
  params: commentItemParams,
  body: z.object(
    {
      authorName: typed('authorName')
        .refine((v) => v.length > 0, COMMENT_MESSAGES.nameRequired)
        .refine((v) => v.length <= COMMENT_LIMITS.nameMaxLength, COMMENT_MESSAGES.nameTooLong)
        .optional(),
      body: typed('body')
        .refine((v) => v.length > 0, COMMENT_MESSAGES.bodyRequired)
        .refine((v) => v.length <= COMMENT_LIMITS.bodyMaxLength, COMMENT_MESSAGES.bodyTooLong),
      parentId: z.string().max(100, 'parentId is too long').optional(),
      captchaToken: z.string().max(10_000, 'captchaToken is too long').optional(),
    },
    { error: 'The body must be a JSON object with body (and authorName unless signed in).' },
  ),
  response: z.object({ comment: z.object({ id: z.string(), status: z.enum(COMMENT_STATUSES), authorName: z.string(), body: z.string(), parentId: z.string().nullable(), createdAt: z.number() }), message: z.string() }),
  status: 201,
});

/** A visitor's view of an item's likes. */
export const likesJson = z.object({ itemId: z.string(), likeCount: z.number().int(), liked: z.boolean() });

/** GET /api/comments/items/:itemId/likes. */
export const getLikes = defineRoute({
  method: 'GET',
  path: '/api/comments/items/:itemId/likes',
  tag: 'comments',
  access: 'public',
  summary: "A post's like count and whether this visitor liked it",
  params: commentItemParams,
  response: likesJson,
});

/** POST /api/comments/items/:itemId/likes. */
export const postLike = defineRoute({
  method: 'POST',
  path: '/api/comments/items/:itemId/likes',
  tag: 'comments',
  access: 'public',
  summary: 'Likes a post: once per visitor (a second like changes nothing); crumb',
  params: commentItemParams,
  response: likesJson,
});

/** DELETE /api/comments/items/:itemId/likes. */
export const deleteLike = defineRoute({
  method: 'DELETE',
  path: '/api/comments/items/:itemId/likes',
  tag: 'comments',
  access: 'public',
  summary: "Takes back this visitor's like; crumb",
  params: commentItemParams,
  response: likesJson,
});

/** A comment in the owner's queue. */
export const ownerCommentJson = z.object({
  id: z.string(),
  itemId: z.string(),
  itemTitle: z.string(),
  itemUrl: z.string(),
  parentId: z.string().nullable(),
  authorName: z.string(),
  /** The signed-in customer's e-mail, when one wrote it. */
  memberEmail: z.string().nullable(),
  body: z.string(),
  status: z.enum(COMMENT_STATUSES),
  createdAt: z.number(),
  /** Whether the owner closed comments on its post. */
  itemClosed: z.boolean(),
});

/** GET /api/owner/comments. */
export const listOwnerComments = defineRoute({
  method: 'GET',
  path: '/api/owner/comments',
  tag: 'comments',
  access: 'comments:read',
  summary: 'The moderation queue: comments of one status, newest first, 50 a page, with the count of each status',
  query: z.object({
    status: z.enum(COMMENT_STATUSES, { error: 'status must be pending, approved or spam.' }).default('pending'),
    cursor: cursorQuery,
  }),
  response: z.object({
    comments: z.array(ownerCommentJson),
    counts: z.object({ pending: z.number().int(), approved: z.number().int(), spam: z.number().int() }),
    nextCursor: z.string().nullable(),
  }),
});

/** POST /api/owner/comments/:id/approve. */
export const approveComment = defineRoute({
  method: 'POST',
  path: '/api/owner/comments/:id/approve',
  tag: 'comments',
  access: 'comments:moderate',
  summary: 'Approves a comment: it shows on its post and counts',
  params: idParams,
  response: z.object({ comment: ownerCommentJson }),
});

/** POST /api/owner/comments/:id/spam. */
export const markCommentSpam = defineRoute({
  method: 'POST',
  path: '/api/owner/comments/:id/spam',
  tag: 'comments',
  access: 'comments:moderate',
  summary: 'Marks a comment as spam: it leaves its post (and the count), kept in the Spam list',
  params: idParams,
  response: z.object({ comment: ownerCommentJson }),
});

/** DELETE /api/owner/comments/:id. */
export const deleteComment = defineRoute({
  method: 'DELETE',
  path: '/api/owner/comments/:id',
  tag: 'comments',
  access: 'comments:moderate',
  summary: 'Deletes a comment and the replies under it',
  params: idParams,
  response: z.object({ deleted: z.number().int() }),
});

/** PUT /api/owner/comments/items/:itemId/state. */
export const setCommentState = defineRoute({
  method: 'PUT',
  path: '/api/owner/comments/items/:itemId/state',
  tag: 'comments',
  access: 'comments:moderate',
  summary: 'Closes comments on a post (its comments stay shown, no new ones) or opens them again',
  params: commentItemParams,
  body: z.object({ closed: z.boolean({ error: 'closed must be true or false.' }) }, { error: 'The body must be a JSON object with closed.' }),
  response: z.object({ itemId: z.string(), commentState: commentStateJson }),
});

/** The share buttons a site may show (platform.md §3 shareButtonOptions). */
export const SHARE_SERVICES = ['facebook', 'twitter', 'linkedin', 'pinterest', 'reddit', 'tumblr', 'email'] as const;
export type ShareService = (typeof SHARE_SERVICES)[number];

/** The site's comment, like and share settings. */
export const commentSettingsJson = z.object({
  commentsEnabled: z.boolean(),
  simpleLikingEnabled: z.boolean(),
  disqusShortname: z.string().nullable(),
  shareButtonOptions: z.record(z.string(), z.boolean()),
  /** New comments are shown at once, without the queue. */
  autoApprove: z.boolean(),
  /** Where the new-comment e-mail goes; null: the site's administrators. */
  notifyEmail: z.string().nullable(),
  /** Collections other than blogs whose items take comments. */
  collectionIds: z.array(z.string()),
  /** The account the Twitter follow button follows; null: no button. */
  twitterUserName: z.string().nullable(),
});

/** GET /api/owner/comments/settings. */
export const getCommentSettings = defineRoute({
  method: 'GET',
  path: '/api/owner/comments/settings',
  tag: 'comments',
  access: 'comments:read',
  summary: "The site's comment, like and share settings, and the collections that may be opened to comments",
  response: commentSettingsJson.extend({ collectionChoices: z.array(z.object({ id: z.string(), title: z.string(), type: z.string() })) }),
});

/** PUT /api/owner/comments/settings. */
export const putCommentSettings = defineRoute({
  method: 'PUT',
  path: '/api/owner/comments/settings',
  tag: 'comments',
  access: 'settings:write',
  summary: "Changes some of the site's comment, like and share settings (the others stay)",
  body: z
    .object(
      {
        commentsEnabled: z.boolean({ error: 'commentsEnabled must be true or false.' }),
        simpleLikingEnabled: z.boolean({ error: 'simpleLikingEnabled must be true or false.' }),
        disqusShortname: z
          .string()
          .trim()
          .max(64, 'The Disqus shortname is at most 64 characters.')
          .regex(/^[A-Za-z0-9-]*$/, 'A Disqus shortname has only letters, digits and hyphens.')
          .transform((v) => (v === '' ? null : v))
          .nullable(),
        shareButtonOptions: z
          .record(z.string(), z.boolean({ error: 'Each share button is true or false.' }), { error: 'shareButtonOptions must be an object of true or false.' })
          .refine((options) => Object.keys(options).every((key) => (SHARE_SERVICES as readonly string[]).includes(key)), `Share buttons are ${SHARE_SERVICES.join(', ')}.`),
        autoApprove: z.boolean({ error: 'autoApprove must be true or false.' }),
        notifyEmail: z
          .string()
          .trim()
          .max(254, 'The e-mail address is too long.')
          .transform((v) => (v === '' ? null : v))
          .pipe(z.email('Please enter a valid e-mail address.').nullable())
          .nullable(),
        collectionIds: z.array(z.string().max(100)).max(100, 'At most 100 collections.'),
        twitterUserName: z
          .string()
          .trim()
          .transform((v) => v.replace(/^@/, ''))
          .refine((v) => v === '' || /^\w{1,15}$/.test(v), 'A Twitter user name has 1 to 15 letters, digits or underscores.')
          .transform((v) => (v === '' ? null : v))
          .nullable(),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? `Unknown setting: ${(issue.keys as string[]).join(', ')}.` : 'The body must be a JSON object of settings.',
      },
    )
    .partial()
    .strict(),
  response: commentSettingsJson,
});

export const commentsRoutes: readonly ApiRoute[] = [
  getCommentThread,
  postComment,
  getLikes,
  postLike,
  deleteLike,
  listOwnerComments,
  approveComment,
  markCommentSpam,
  deleteComment,
  setCommentState,
  getCommentSettings,
  putCommentSettings,
];
