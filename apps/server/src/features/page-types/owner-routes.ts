import { getSiteAccess, protectPage, setPopup, setSiteLock, setSplash, unprotectPage } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { ownerWebsite } from '../owner/index.ts';
import { protect, saveLock, savePopup, saveSplash, siteAccessOf, unprotect } from './settings-service.ts';

/** The Site access screen's API (docs/page-types-api.md): content:read to read, settings:write and the crumb to change. */
export function registerOwnerRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get(getSiteAccess.path, { config: { access: getSiteAccess.access } }, async (request) => siteAccessOf(db, ownerWebsite(request).id));

  app.put(setSiteLock.path, { config: { access: setSiteLock.access } }, async (request) =>
    saveLock(db, ownerWebsite(request).id, setSiteLock.body.parse(request.body), now()),
  );

  app.put(setPopup.path, { config: { access: setPopup.access } }, async (request) =>
    savePopup(db, ownerWebsite(request).id, setPopup.body.parse(request.body), now()),
  );

  app.put(setSplash.path, { config: { access: setSplash.access } }, async (request) =>
    saveSplash(db, ownerWebsite(request).id, setSplash.body.parse(request.body), now()),
  );

  app.put(protectPage.path, { config: { access: protectPage.access } }, async (request) => {
    const { id } = protectPage.params.parse(request.params);
    return protect(db, ownerWebsite(request).id, id, protectPage.body.parse(request.body), now());
  });

  app.delete(unprotectPage.path, { config: { access: unprotectPage.access } }, async (request) => {
    const { id } = unprotectPage.params.parse(request.params);
    return unprotect(db, ownerWebsite(request).id, id);
  });
}
