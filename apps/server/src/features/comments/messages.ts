/*
 * The comments feature's words. What visitors and the dashboard read is in the contract
 * (`COMMENT_MESSAGES` of @plinth/api, routes/comments.ts), shared with the islands; the new-comment
 * e-mail is the theme's (themes/default/emails/comment-notification.*.jsont).
 */
export { COMMENT_MESSAGES } from '@plinth/api';

/** storefront.md §5: the captcha was shown but not completed (the restock and forms wording). */
export const CAPTCHA_INCOMPLETE = 'Complete CAPTCHA before submitting.';
/** The token did not verify (expired, spent, forged). */
export const CAPTCHA_FAILED = 'The CAPTCHA could not be verified. Please try again.';
/** The hosted provider did not answer. */
export const CAPTCHA_UNAVAILABLE = 'The CAPTCHA could not be checked right now. Please try again.';

/** A setting names a collection the site does not have (or one that is a blog or a page). */
export const UNKNOWN_COLLECTION = 'Comments can be turned on only for the site’s own collections.';

/** A new like past the client address's limit for one post ('… Try again in 5 hours.'; Retry-After says the same). */
export const tooManyLikes = (wait: string): string => `Too many likes from your connection for this post. Try again in ${wait}.`;
