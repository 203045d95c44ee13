import { deleteAccount as deleteAccountRoute, getAccountProfile, putAccountNewsletter, putAccountPassword, putAccountProfile } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { absentBodyAsEmpty } from '../../infra/http/absent-body.ts';
import { mount } from '../../infra/http/mount.ts';
import { requestOrigin, siteOf } from '../site/index.ts';
import { clearSiteUserCookies } from '../site-users/index.ts';
import { deleteAccount } from './deletion-service.ts';
import { accountProfile, changePassword, renameAccount, switchNewsletter } from './profile-service.ts';
import { sessionOf } from './session-of.ts';

/** The profile, password, newsletter and deletion routes of the customer's account. */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  mount(app, getAccountProfile, async ({ request }) => {
    const { siteUser } = sessionOf(request);
    return { profile: await accountProfile(db, siteUser.id, siteUser.websiteId) };
  });

  mount(app, putAccountProfile, async ({ body, request }) => ({ profile: await renameAccount(db, sessionOf(request), body.name) }));

  mount(app, putAccountPassword, async ({ body: { currentPassword, newPassword }, request }) => {
    await changePassword(db, sessionOf(request), { currentPassword, newPassword, now: now() });
    return { changed: true as const };
  });

  mount(app, putAccountNewsletter, ({ body, request }) =>
    switchNewsletter(deps, sessionOf(request), body.subscribed, { siteName: siteOf(request).name, origin: requestOrigin(request) }),
  );

  mount(
    app,
    deleteAccountRoute,
    async ({ body: confirmation, request, reply }) => {
      await deleteAccount(db, sessionOf(request).siteUser, confirmation, now());
      clearSiteUserCookies(reply);
      return { deleted: true as const };
    },
    // A DELETE often carries no body: it reads as `{}`, so the missing confirmation is refused by name.
    { preHandler: absentBodyAsEmpty },
  );
}
