import { deleteAccountRestockSignUp, getAccountRestockSignUps } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { removeRestockSignUpOf, waitingRestockSignUpsOf } from '../restock/index.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { sessionOf } from './session-of.ts';

/** The back-in-stock sign-ups of the account's e-mail. */
export function registerRestockRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get(getAccountRestockSignUps.path, { config: { access: getAccountRestockSignUps.access } }, async (request) => {
    const { siteUser } = sessionOf(request);
    return { signUps: await waitingRestockSignUpsOf(db, siteUser.websiteId, siteUser.email) };
  });

  app.delete(deleteAccountRestockSignUp.path, { config: { access: deleteAccountRestockSignUp.access } }, async (request, reply) => {
    const { id } = deleteAccountRestockSignUp.params.parse(request.params);
    const { siteUser } = sessionOf(request);
    if (!(await removeRestockSignUpOf(db, siteUser.websiteId, siteUser.email, id))) throw new AppError('NOT_FOUND', M.restockSignUpNotFound);
    return reply.code(204).send();
  });
}
