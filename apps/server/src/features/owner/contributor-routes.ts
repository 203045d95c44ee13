import { addContributor as addRoute, changeContributorRole as changeRoleRoute, listContributors as listRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { contributorJson } from './contributor-json.ts';
import { addContributor, changeContributorRole, siteContributors } from './contributors-service.ts';
import { ownerContributor } from './guard.ts';
import type { ScryptCost } from './password.ts';

/** Options of {@link registerContributorRoutes}. */
export interface ContributorRoutesOptions {
  /** scrypt cost of new passwords (tests lower it). */
  cost?: ScryptCost;
}

/** `GET`/`POST /api/owner/contributors`, `PATCH /api/owner/contributors/:id` (contributors:manage; docs/owner-api.md "Contributors"). */
export function registerContributorRoutes(app: FastifyInstance, { db, now }: AppDeps, options: ContributorRoutesOptions = {}): void {
  app.get(listRoute.path, { config: { access: listRoute.access } }, async (request) => {
    const contributors = await siteContributors(db, ownerContributor(request).websiteId);
    return { contributors: contributors.map(contributorJson) };
  });

  app.post(addRoute.path, { config: { access: addRoute.access } }, async (request, reply) => {
    const body = addRoute.body.parse(request.body);
    const created = await addContributor(db, ownerContributor(request).websiteId, { ...body, cost: options.cost, now: now() });
    return reply.code(addRoute.status).send({ contributor: contributorJson(created) });
  });

  app.patch(changeRoleRoute.path, { config: { access: changeRoleRoute.access } }, async (request) => {
    const { id } = changeRoleRoute.params.parse(request.params);
    const { role } = changeRoleRoute.body.parse(request.body);
    return { contributor: contributorJson(await changeContributorRole(db, ownerContributor(request).websiteId, id, role)) };
  });
}
