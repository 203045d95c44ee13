/** The site-users feature's public face: other features, the app and tests import only this. */
export { openSession } from './open-session.ts';
export { pruneSiteUserTokens } from './tokens-repository.ts';
export { createSiteUser, type NewSiteUser } from './accounts-service.ts';
export { findSiteUser, normalizeSiteUserEmail, type SiteUser } from './site-users-repository.ts';
/*
 * The customer's session, cookies, guard and password scheme are the identity's (features/identity);
 * they stay reachable here under the names the other features know.
 */
export {
  currentCustomerSession as currentSiteUserSession,
  CUSTOMER_SIGN_IN_MESSAGE as SITE_USER_SIGN_IN_MESSAGE,
  hashPassword as hashSiteUserPassword,
  OWASP_ARGON2_COST,
  signedInSiteUser,
  SITE_USER_COOKIE,
  TEST_ARGON2_COST,
  verifyPassword as verifySiteUserPassword,
  type Argon2Cost,
  type SiteUserSession,
} from '../identity/index.ts';
export { clearSiteUserCookies } from './site-user-cookies.ts';
