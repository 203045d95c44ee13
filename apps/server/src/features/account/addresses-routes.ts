import { deleteAccountAddress, getAccountAddresses, postAccountAddress, putAccountAddress } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { addAddress, accountAddresses, changeAddress, removeAddress } from './addresses-service.ts';
import { sessionOf } from './session-of.ts';

/** The customer's saved addresses. */
export function registerAddressesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, now } = deps;

  app.get(getAccountAddresses.path, { config: { access: getAccountAddresses.access } }, async (request) => {
    return { addresses: await accountAddresses(db, sessionOf(request).siteUser) };
  });

  app.post(postAccountAddress.path, { config: { access: postAccountAddress.access } }, async (request, reply) => {
    const input = postAccountAddress.body.parse(request.body);
    const address = await addAddress(db, sessionOf(request).siteUser, input, now());
    return reply.code(201).send({ address });
  });

  app.put(putAccountAddress.path, { config: { access: putAccountAddress.access } }, async (request) => {
    const { id } = putAccountAddress.params.parse(request.params);
    const input = putAccountAddress.body.parse(request.body);
    return { address: await changeAddress(db, sessionOf(request).siteUser, id, input) };
  });

  app.delete(deleteAccountAddress.path, { config: { access: deleteAccountAddress.access } }, async (request, reply) => {
    const { id } = deleteAccountAddress.params.parse(request.params);
    await removeAddress(db, sessionOf(request).siteUser, id);
    return reply.code(204).send();
  });
}
