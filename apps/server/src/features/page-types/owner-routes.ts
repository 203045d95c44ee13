import { getSiteAccess, protectPage, setPopup, setSiteLock, setSplash, unprotectPage } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { protect, saveLock, savePopup, saveSplash, siteAccessOf, unprotect } from './settings-service.ts';

/** The Site access screen's API (docs/page-types-api.md): content:read to read, settings:write and the crumb to change. */
export function registerOwnerRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, getSiteAccess, async ({ request }) => siteAccessOf(db, ownerWebsite(request).id));

  mount(app, setSiteLock, async ({ body, request }) => saveLock(db, ownerWebsite(request).id, body, now()));

  mount(app, setPopup, async ({ body, request }) => savePopup(db, ownerWebsite(request).id, body, now()));

  mount(app, setSplash, async ({ body, request }) => saveSplash(db, ownerWebsite(request).id, body, now()));

  mount(app, protectPage, async ({ params: { id }, body, request }) => protect(db, ownerWebsite(request).id, id, body, now()));

  mount(app, unprotectPage, async ({ params: { id }, request }) => unprotect(db, ownerWebsite(request).id, id));
}
