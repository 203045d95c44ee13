/* The tables of migration 0023-comments (comments with moderation, likes and share buttons, issue 17). */

/** 'pending' until approved (unless the site auto-approves), 'approved' (shown, counted) or 'spam'. */
export type CommentStatus = 'pending' | 'approved' | 'spam';

export interface CommentsTable {
  id: string;
  website_id: string;
  item_id: string;
  /** The comment this one answers; null for a top-level comment. */
  parent_id: string | null;
  author_name: string;
  /** The signed-in customer who wrote it, or null. */
  site_user_id: string | null;
  /** Plain text as typed (escaped on output). */
  body: string;
  status: CommentStatus;
  created_at: number;
}

export interface CommentItemStatesTable {
  website_id: string;
  item_id: string;
  /** 1: the owner closed comments on the item. */
  closed: number;
  updated_at: number;
}

export interface CommentLikesTable {
  website_id: string;
  item_id: string;
  /** The visitor's crumb cookie. */
  visitor_id: string;
  created_at: number;
}

export interface CommentSettingsTable {
  website_id: string;
  /** 1: new comments are approved at once. */
  auto_approve: number;
  /** Where the new-comment e-mail goes; null: the site's administrators. */
  notify_email: string | null;
  /** The account the Twitter follow button follows; null: no button. */
  twitter_user_name: string | null;
  /** Collections other than blogs whose items take comments (JSON array of ids). */
  collection_ids_json: string;
  updated_at: number;
}

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface CommentsSchema {
  comments: CommentsTable;
  comment_item_states: CommentItemStatesTable;
  comment_likes: CommentLikesTable;
  comment_settings: CommentSettingsTable;
}
