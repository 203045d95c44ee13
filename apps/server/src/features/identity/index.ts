/** The identity's public face: owner, site-users and other features import only this. */
export { toContributor, toSiteUser, type ActorKind, type Contributor, type SiteUser } from './actors.ts';
export { currentContributor, currentCustomerSession } from './current-session.ts';
export { ownerContributor, signedInSiteUser } from './guard.ts';
export { CUSTOMER_SIGN_IN_MESSAGE, FORBIDDEN_MESSAGE } from './messages.ts';
export { badCredentials, checkPassword } from './password-sign-in.ts';
export { hashPassword, OWASP_ARGON2_COST, TEST_ARGON2_COST, verifyPassword, type Argon2Cost } from './passwords.ts';
export { clearSessionCookies, OWNER_COOKIE, requestSessionToken, setOwnerCookie, setSiteUserCookies, SITE_USER_COOKIE } from './session-cookies.ts';
export { createCustomerSession, createOwnerSession, endSession, endSessionsOf, findOwnerSession, type SiteUserSession } from './session-store.ts';
export { throttledSignIn, type SignInTry } from './sign-in-throttle.ts';
