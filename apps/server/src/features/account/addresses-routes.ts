import { deleteAccountAddress, getAccountAddresses, postAccountAddress, putAccountAddress } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { addAddress, accountAddresses, changeAddress, removeAddress } from './addresses-service.ts';
import { sessionOf } from './session-of.ts';

/** The customer's saved addresses. */
export function registerAddressesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  mount(app, getAccountAddresses, async ({ request }) => ({ addresses: await accountAddresses(db, sessionOf(request).siteUser) }));

  mount(app, postAccountAddress, async ({ body, request }) => ({ address: await addAddress(db, sessionOf(request).siteUser, body, now()) }));

  mount(app, putAccountAddress, async ({ params, body, request }) => ({ address: await changeAddress(db, sessionOf(request).siteUser, params.id, body) }));

  mount(app, deleteAccountAddress, async ({ params, request }) => {
    await removeAddress(db, sessionOf(request).siteUser, params.id);
  });
}
