import {
  createMemberArea,
  deleteMemberArea,
  getMemberArea,
  grantMemberAreaAccess,
  listMemberAreaMembers,
  listMemberAreas,
  revokeMemberAreaAccess,
  setMemberAreaContent,
  updateMemberArea,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import * as areas from './member-areas-service.ts';

/** The owner's member-area routes (`members:manage`): areas, their content and members. */
export function registerOwnerRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, listMemberAreas, async ({ request }) => ({ memberAreas: await areas.listMemberAreas(db, ownerWebsite(request), now()) }));
  mount(app, createMemberArea, async ({ body, request }) => ({ memberArea: await areas.createMemberArea(db, ownerWebsite(request), body, now()) }));
  mount(app, getMemberArea, async ({ params: { id }, request }) => ({ memberArea: await areas.getMemberArea(db, ownerWebsite(request), id, now()) }));
  mount(app, updateMemberArea, async ({ params: { id }, body, request }) => ({ memberArea: await areas.updateMemberArea(db, ownerWebsite(request), id, body, now()) }));
  mount(app, deleteMemberArea, async ({ params: { id }, request }) => {
    await areas.deleteMemberArea(db, ownerWebsite(request), id);
  });
  mount(app, setMemberAreaContent, async ({ params: { id }, body, request }) => ({ memberArea: await areas.setAreaContent(db, ownerWebsite(request), id, body, now()) }));
  mount(app, listMemberAreaMembers, async ({ params: { id }, request }) => ({ members: await areas.listAreaMembers(db, ownerWebsite(request), id, now()) }));
  mount(app, grantMemberAreaAccess, async ({ params: { id }, body: { email }, request }) => ({ member: await areas.grantAccess(db, ownerWebsite(request), id, email, now()) }));
  mount(app, revokeMemberAreaAccess, async ({ params: { id, siteUserId }, request }) => {
    await areas.revokeAccess(db, ownerWebsite(request), id, siteUserId, now());
  });
}
