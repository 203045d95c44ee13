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
import { ownerWebsite } from '../owner/index.ts';
import * as areas from './member-areas-service.ts';

/** The owner's member-area routes (`members:manage`): areas, their content and members. */
export function registerOwnerRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(listMemberAreas.path, { config: { access: listMemberAreas.access } }, async (request) => {
    return { memberAreas: await areas.listMemberAreas(db, ownerWebsite(request), now()) };
  });
  app.post(createMemberArea.path, { config: { access: createMemberArea.access } }, async (request, reply) => {
    const body = createMemberArea.body.parse(request.body);
    reply.code(201);
    return { memberArea: await areas.createMemberArea(db, ownerWebsite(request), body, now()) };
  });
  app.get(getMemberArea.path, { config: { access: getMemberArea.access } }, async (request) => {
    const { id } = getMemberArea.params.parse(request.params);
    return { memberArea: await areas.getMemberArea(db, ownerWebsite(request), id, now()) };
  });
  app.patch(updateMemberArea.path, { config: { access: updateMemberArea.access } }, async (request) => {
    const { id } = updateMemberArea.params.parse(request.params);
    const body = updateMemberArea.body.parse(request.body);
    return { memberArea: await areas.updateMemberArea(db, ownerWebsite(request), id, body, now()) };
  });
  app.delete(deleteMemberArea.path, { config: { access: deleteMemberArea.access } }, async (request, reply) => {
    const { id } = deleteMemberArea.params.parse(request.params);
    await areas.deleteMemberArea(db, ownerWebsite(request), id);
    return reply.code(204).send();
  });
  app.put(setMemberAreaContent.path, { config: { access: setMemberAreaContent.access } }, async (request) => {
    const { id } = setMemberAreaContent.params.parse(request.params);
    const body = setMemberAreaContent.body.parse(request.body);
    return { memberArea: await areas.setAreaContent(db, ownerWebsite(request), id, body, now()) };
  });
  app.get(listMemberAreaMembers.path, { config: { access: listMemberAreaMembers.access } }, async (request) => {
    const { id } = listMemberAreaMembers.params.parse(request.params);
    return { members: await areas.listAreaMembers(db, ownerWebsite(request), id, now()) };
  });
  app.post(grantMemberAreaAccess.path, { config: { access: grantMemberAreaAccess.access } }, async (request, reply) => {
    const { id } = grantMemberAreaAccess.params.parse(request.params);
    const { email } = grantMemberAreaAccess.body.parse(request.body);
    reply.code(201);
    return { member: await areas.grantAccess(db, ownerWebsite(request), id, email, now()) };
  });
  app.delete(revokeMemberAreaAccess.path, { config: { access: revokeMemberAreaAccess.access } }, async (request, reply) => {
    const { id, siteUserId } = revokeMemberAreaAccess.params.parse(request.params);
    await areas.revokeAccess(db, ownerWebsite(request), id, siteUserId, now());
    return reply.code(204).send();
  });
}
