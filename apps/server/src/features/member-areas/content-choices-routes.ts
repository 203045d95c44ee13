import { listMemberAreaContentChoices } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerWebsite } from '../owner/index.ts';
import { listContentChoices } from './content-choices-repository.ts';

/** `GET /api/owner/member-areas/content-choices` (members:manage). */
export function registerContentChoicesRoute(app: FastifyInstance, { db }: AppDeps): void {
  app.get(listMemberAreaContentChoices.path, { config: { access: listMemberAreaContentChoices.access } }, async (request) => {
    return { choices: await listContentChoices(db, ownerWebsite(request).id) };
  });
}
