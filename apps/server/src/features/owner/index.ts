/** The owner feature's public face: other features, the app and tests import only this. */
export { countContributors, findContributorForSignIn, listContributors } from './contributors-repository.ts';
export type { Contributor } from './contributors-repository.ts';
export { createContributor } from './contributors-service.ts';
export { ownerContributor } from './guard.ts';
export { FORBIDDEN_MESSAGE } from './messages.ts';
export { ownerWebsite } from './owner-website.ts';
export { TEST_SCRYPT_COST, verifyPassword } from './password.ts';
export type { ScryptCost } from './password.ts';
export { cursorQuery, emailSchema, idParams, limitQuery, passwordSchema, roleSchema } from './schemas.ts';
export { OWNER_COOKIE, requestOwnerToken } from './session-cookie.ts';
export { createOwnerSession, findOwnerSession, pruneOwnerSessions } from './sessions-repository.ts';
