/** The comments feature's public face: other features, the app, the CLI and tests import only this. */
export { commentStateOf, commentsShown, type CommentState } from './comment-state.ts';
