import { joinMemberArea } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { siteOf } from '../site/index.ts';
import { signedInSiteUser } from '../site-users/index.ts';
import { accessDeniedJoinClicked } from './analytics-points.ts';
import { joinArea } from './join-service.ts';

/** `POST /api/site-users/account/member-areas/:id/join` (a signed-in customer; X-SiteUser-XSRF-Token). */
export function registerJoinRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, joinMemberArea, async ({ params: { id }, request }) => {
    const websiteId = siteOf(request).id;
    const siteUserId = signedInSiteUser(request).id;
    return joinArea(db, websiteId, id, siteUserId, now(), (memberAreaId) => accessDeniedJoinClicked(request, { websiteId, memberAreaId, path: null, siteUserId }));
  });
}
