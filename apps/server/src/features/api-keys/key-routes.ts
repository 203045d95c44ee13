import { createApiKey, deleteApiKey, listApiKeys } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerContributor, ownerWebsite } from '../owner/index.ts';
import { createKey, deleteKey, listKeys } from './keys-service.ts';

/** The API keys panel's routes (ADMIN: contributors:manage; writes need the crumb). */
export function registerKeyRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(listApiKeys.path, { config: { access: listApiKeys.access } }, async (request) => listKeys(db, ownerWebsite(request).id));

  app.post(createApiKey.path, { config: { access: createApiKey.access } }, async (request, reply) => {
    const website = ownerWebsite(request);
    const input = createApiKey.body.parse(request.body);
    const created = await createKey(db, { websiteId: website.id, contributorId: ownerContributor(request).id, now: now() }, input);
    // The secret is in this one answer: no cache may keep it.
    return reply.code(201).header('cache-control', 'no-store').send(created);
  });

  app.delete(deleteApiKey.path, { config: { access: deleteApiKey.access } }, async (request, reply) => {
    const { id } = deleteApiKey.params.parse(request.params);
    await deleteKey(db, ownerWebsite(request).id, id, now());
    return reply.code(204).send();
  });
}
