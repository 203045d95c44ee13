import { listMemberAreaContentChoices } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { listContentChoices } from './content-choices-repository.ts';

/** `GET /api/owner/member-areas/content-choices` (members:manage). */
export function registerContentChoicesRoute(app: FastifyInstance, { db }: AppDeps): void {
  mount(app, listMemberAreaContentChoices, async ({ request }) => ({ choices: await listContentChoices(db, ownerWebsite(request).id) }));
}
