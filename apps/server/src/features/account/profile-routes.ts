import { deleteAccount as deleteAccountRoute, getAccountProfile, putAccountNewsletter, putAccountPassword, putAccountProfile } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { clearSiteUserCookies } from '../site-users/index.ts';
import { deleteAccount } from './deletion-service.ts';
import { accountProfile, changePassword, renameAccount, switchNewsletter } from './profile-service.ts';
import { sessionOf } from './session-of.ts';

/** The profile, password, newsletter and deletion routes of the customer's account. */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  app.get(getAccountProfile.path, { config: { access: getAccountProfile.access } }, async (request) => {
    const { siteUser } = sessionOf(request);
    return { profile: await accountProfile(db, siteUser.id, siteUser.websiteId) };
  });

  app.put(putAccountProfile.path, { config: { access: putAccountProfile.access } }, async (request) => {
    const { name } = putAccountProfile.body.parse(request.body);
    return { profile: await renameAccount(db, sessionOf(request), name) };
  });

  app.put(putAccountPassword.path, { config: { access: putAccountPassword.access } }, async (request) => {
    const { currentPassword, newPassword } = putAccountPassword.body.parse(request.body);
    await changePassword(db, sessionOf(request), { currentPassword, newPassword, now: now() });
    return { changed: true as const };
  });

  app.put(putAccountNewsletter.path, { config: { access: putAccountNewsletter.access } }, async (request) => {
    const { subscribed } = putAccountNewsletter.body.parse(request.body);
    return switchNewsletter(deps, sessionOf(request), subscribed, { siteName: siteOf(request).name, origin: requestOrigin(request) });
  });

  app.delete(deleteAccountRoute.path, { config: { access: deleteAccountRoute.access } }, async (request, reply) => {
    const confirmation = deleteAccountRoute.body.parse(request.body ?? {});
    await deleteAccount(db, sessionOf(request).siteUser, confirmation, now());
    clearSiteUserCookies(reply);
    return { deleted: true as const };
  });
}
