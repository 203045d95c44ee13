/** The owner feature's public face: other features, the app and tests import only this. */
export { countContributors, findContributorForSignIn, listContributors } from './contributors-repository.ts';
export type { Contributor } from './contributors-repository.ts';
export { createContributor } from './contributors-service.ts';
export { ownerWebsite } from './owner-website.ts';
export { cursorQuery, emailSchema, idParams, limitQuery, passwordSchema, roleSchema } from './schemas.ts';
/*
 * The owner's session, cookie, guard and password scheme are the identity's (features/identity); they
 * stay reachable here under the names the other features know.
 */
export {
  createOwnerSession,
  findOwnerSession,
  FORBIDDEN_MESSAGE,
  OWNER_COOKIE,
  ownerContributor,
  TEST_ARGON2_COST,
  verifyPassword,
  type Argon2Cost,
} from '../identity/index.ts';
export { requestOwnerToken } from './owner-session.ts';
