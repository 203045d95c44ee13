/** The site-users feature's public face: other features, the app and tests import only this. */
export { currentSiteUserSession } from './current-site-user.ts';
export { signedInSiteUser } from './guard.ts';
export { SIGN_IN_MESSAGE as SITE_USER_SIGN_IN_MESSAGE } from './messages.ts';
export { openSession } from './open-session.ts';
export { hashSiteUserPassword, OWASP_ARGON2_COST, TEST_ARGON2_COST, verifySiteUserPassword } from './password.ts';
export type { Argon2Cost } from './password.ts';
export { clearSiteUserCookies, SITE_USER_COOKIE } from './session-cookies.ts';
export { pruneSiteUserSessions, type SiteUserSession } from './sessions-repository.ts';
export { pruneSiteUserTokens } from './tokens-repository.ts';
export { createSiteUser, type NewSiteUser } from './accounts-service.ts';
export { findSiteUser, normalizeSiteUserEmail, type SiteUser } from './site-users-repository.ts';
