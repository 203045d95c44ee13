import { addContributor as addRoute, changeContributorRole as changeRoleRoute, listContributors as listRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor, type Argon2Cost } from '../identity/index.ts';
import { contributorJson } from './contributor-json.ts';
import { addContributor, changeContributorRole, siteContributors } from './contributors-service.ts';

/** Options of {@link registerContributorRoutes}. */
export interface ContributorRoutesOptions {
  /** Argon2id cost of new passwords (tests lower it). */
  cost?: Argon2Cost;
}

/** `GET`/`POST /api/owner/contributors`, `PATCH /api/owner/contributors/:id` (contributors:manage; docs/owner-api.md "Contributors"). */
export function registerContributorRoutes(app: FastifyInstance, { db, now }: AppDeps, options: ContributorRoutesOptions = {}): void {
  mount(app, listRoute, async ({ request }) => {
    const contributors = await siteContributors(db, ownerContributor(request).websiteId);
    return { contributors: contributors.map(contributorJson) };
  });

  mount(app, addRoute, async ({ body, request }) => {
    const created = await addContributor(db, ownerContributor(request).websiteId, { ...body, cost: options.cost, now: now() });
    return { contributor: contributorJson(created) };
  });

  mount(app, changeRoleRoute, async ({ params: { id }, body: { role }, request }) => ({
    contributor: contributorJson(await changeContributorRole(db, ownerContributor(request).websiteId, id, role)),
  }));
}
