import { deleteAccountRestockSignUp, getAccountRestockSignUps } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { removeRestockSignUpOf, waitingRestockSignUpsOf } from '../restock/index.ts';
import { ACCOUNT_MESSAGES as M } from './messages.ts';
import { sessionOf } from './session-of.ts';

/** The back-in-stock sign-ups of the account's e-mail. */
export function registerRestockRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  mount(app, getAccountRestockSignUps, async ({ request }) => {
    const { siteUser } = sessionOf(request);
    return { signUps: await waitingRestockSignUpsOf(db, siteUser.websiteId, siteUser.email) };
  });

  mount(app, deleteAccountRestockSignUp, async ({ params, request }) => {
    const { siteUser } = sessionOf(request);
    if (!(await removeRestockSignUpOf(db, siteUser.websiteId, siteUser.email, params.id))) throw new AppError('NOT_FOUND', M.restockSignUpNotFound);
  });
}
