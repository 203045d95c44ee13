import { completeSetup as completeSetupRoute, dismissSetupChecklist, getSetupChecklist, getSetupStatus } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { requireCrumb } from '../../infra/http/crumb.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor, setOwnerCookie } from '../identity/index.ts';
import { siteOf } from '../site/index.ts';
import { dismissChecklist, readChecklist } from './checklist-service.ts';
import { completeSetup, setupNeeded } from './setup-service.ts';

/**
 * `GET` and `POST /api/owner/setup` (public: the site has no owner to sign in yet; the write needs
 * the crumb) and the owner's checklist (docs/owner-api.md "Setup").
 */
export function registerSetupRoutes(app: FastifyInstance, { db, now, payments }: AppDeps): void {
  mount(app, getSetupStatus, async ({ request }) => ({ needed: await setupNeeded(db, siteOf(request).id) }));

  mount(
    app,
    completeSetupRoute,
    async ({ body, request, reply }) => {
      const { contributor, token } = await completeSetup(db, siteOf(request).id, body, { now: now() });
      // Signed in at once, as the owner sign-in does.
      setOwnerCookie(request, reply, token);
      return { contributor: { id: contributor.id, websiteId: contributor.websiteId, email: contributor.email, name: contributor.name, role: contributor.role } };
    },
    { preHandler: requireCrumb },
  );

  mount(app, getSetupChecklist, ({ request }) => readChecklist(db, ownerContributor(request).websiteId, payments));

  mount(app, dismissSetupChecklist, async ({ request }) => {
    await dismissChecklist(db, ownerContributor(request).websiteId);
  });
}
