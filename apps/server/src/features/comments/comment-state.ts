/*
 * Where comments are taken and shown (platform.md §3 commentState, §4 "Comments are shown when
 * commentState is 1, or when the public comment count is above 0, unless site comments are
 * disabled."). Pure: callers read the settings and rows.
 */

/** The site settings the rules read (website settings, platform.md §3). */
export interface CommentSiteSettings {
  commentsEnabled: boolean;
  /** Disqus takes the thread instead: no native comments. */
  disqusShortname: string | null;
}

/** platform.md §3 `commentState`: 1 open, 2 closed by the owner, 0 the item takes no comments. */
export type CommentState = 0 | 1 | 2;

/** Whether an item's collection takes comments: every blog, and the collections the owner turned on. */
export function collectionTakesComments(collection: { id: string; type: string }, enabledCollectionIds: readonly string[]): boolean {
  return collection.type === 'blog' || enabledCollectionIds.includes(collection.id);
}

/** The item's `commentState`: 0 when the site (or Disqus) or its collection takes no native comments. */
export function commentStateOf(site: CommentSiteSettings, takesComments: boolean, closed: boolean): CommentState {
  if (!site.commentsEnabled || site.disqusShortname || !takesComments) return 0;
  return closed ? 2 : 1;
}

/** platform.md §4: whether the thread is shown. */
export function commentsShown(site: CommentSiteSettings, state: CommentState, publicCommentCount: number): boolean {
  return site.commentsEnabled && (state === 1 || publicCommentCount > 0);
}

/** Reads the rules' settings from a site's settings record (unknown shapes read as off). */
export function commentSiteSettings(settings: Record<string, unknown>): CommentSiteSettings {
  const shortname = settings.disqusShortname;
  return { commentsEnabled: settings.commentsEnabled === true, disqusShortname: typeof shortname === 'string' && shortname ? shortname : null };
}
