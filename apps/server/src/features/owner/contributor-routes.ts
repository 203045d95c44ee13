import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../infra/app-deps.ts';
import { createContributor, listContributors, setContributorRole } from './contributors-repository.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { ownerContributor } from './guard.ts';
import { emailSchema, idParams, passwordSchema, roleSchema } from './schemas.ts';
import { contributorJson } from './session-routes.ts';
import type { ScryptCost } from './password.ts';

const newContributorBody = z.object({
  email: emailSchema,
  name: z.string({ error: 'Name must be text.' }).trim().max(100, 'Name must be at most 100 characters.').optional(),
  role: roleSchema,
  password: passwordSchema,
});
const roleBody = z.object({ role: roleSchema });

/** Options of {@link registerContributorRoutes}. */
export interface ContributorRoutesOptions {
  /** scrypt cost of new passwords (tests lower it). */
  cost?: ScryptCost;
}

/** `GET`/`POST /api/owner/contributors`, `PATCH /api/owner/contributors/:id` (contributors:manage). */
export function registerContributorRoutes(app: FastifyInstance, { db, now }: AppDeps, options: ContributorRoutesOptions = {}): void {
  const json = (c: Awaited<ReturnType<typeof listContributors>>[number]) => ({ ...contributorJson(c), createdAt: c.createdAt });

  app.get('/api/owner/contributors', { config: { access: 'contributors:manage' } }, async (request) => {
    const me = ownerContributor(request);
    return { contributors: (await listContributors(db, me.websiteId)).map(json) };
  });

  app.post('/api/owner/contributors', { config: { access: 'contributors:manage' } }, async (request, reply) => {
    const body = newContributorBody.parse(request.body);
    const me = ownerContributor(request);
    const created = await createContributor(db, me.websiteId, { ...body, cost: options.cost, now: now() });
    if (!created) throw new AppError('CONFLICT', 'A contributor with this e-mail exists already.');
    return reply.code(201).send({ contributor: json(created) });
  });

  app.patch('/api/owner/contributors/:id', { config: { access: 'contributors:manage' } }, async (request) => {
    const { id } = idParams.parse(request.params);
    const { role } = roleBody.parse(request.body);
    const result = await setContributorRole(db, ownerContributor(request).websiteId, id, role);
    if (result === 'not-found') throw new AppError('NOT_FOUND', 'No such contributor.');
    if (result === 'last-admin') throw new AppError('CONFLICT', 'The site needs at least one ADMIN.');
    return { contributor: json(result) };
  });
}
