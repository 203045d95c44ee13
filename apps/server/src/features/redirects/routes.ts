import { bulkRedirects as bulkRoute, createRedirect as createRoute, deleteRedirect as deleteRoute, listRedirects as listRoute } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { bulkRedirects, createRedirect, deleteRedirect, listRedirects } from './service.ts';

/** The owner's redirect routes (settings:write; writes need the crumb). */
export function registerRedirectRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, listRoute, async ({ request }) => ({ redirects: await listRedirects(db, ownerWebsite(request).id) }));

  mount(app, createRoute, async ({ body, request }) => ({ redirect: await createRedirect(db, ownerWebsite(request).id, body, now()) }));

  mount(app, bulkRoute, async ({ body, request }) => bulkRedirects(db, ownerWebsite(request).id, body.text, body.force, now()));

  mount(app, deleteRoute, async ({ params: { id }, request }) => {
    await deleteRedirect(db, ownerWebsite(request).id, id);
  });
}
