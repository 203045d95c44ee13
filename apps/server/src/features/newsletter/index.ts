/** The newsletter feature's public face: other features, the app and tests import only this. */
export { CONFIRM_TOKEN_TTL_MS, confirmSignUp, listMailingList, signUp } from './mailing-list-repository.ts';
export { newsletterLinks, registerNewsletterRoutes } from './routes.ts';
export { newsletterFeature } from './plugin.ts';
