import { createApiKey, deleteApiKey, listApiKeys } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerContributor, ownerWebsite } from '../owner/index.ts';
import { createKey, deleteKey, listKeys } from './keys-service.ts';

/** The API keys panel's routes (ADMIN: contributors:manage; writes need the crumb). */
export function registerKeyRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, listApiKeys, async ({ request }) => listKeys(db, ownerWebsite(request).id));

  mount(app, createApiKey, async ({ body: input, request, reply }) => {
    const website = ownerWebsite(request);
    const created = await createKey(db, { websiteId: website.id, contributorId: ownerContributor(request).id, now: now() }, input);
    // The secret is in this one answer: no cache may keep it.
    reply.header('cache-control', 'no-store');
    return created;
  });

  mount(app, deleteApiKey, async ({ params: { id }, request }) => {
    await deleteKey(db, ownerWebsite(request).id, id, now());
  });
}
