import {
  disconnectTranslation as disconnectRoute,
  getLanguages as getLanguagesRoute,
  getMultilingualSettings as getSettingsRoute,
  getTranslationStatus as getStatusRoute,
  saveLanguages as saveLanguagesRoute,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import {
  disconnectTranslationProvider,
  getLanguages,
  getMultilingualSettings,
  getTranslationStatus,
  saveLanguages,
} from './multilingual-service.ts';

/**
 * `GET /api/multilingual/settings`, `GET /api/multilingual/status`, `GET` and `PUT
 * /api/multilingual/languages`, `DELETE /api/multilingual/connection` (platform.md §7 Multilingual).
 */
export function registerMultilingualRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, getSettingsRoute, ({ request }) => getMultilingualSettings(db, ownerWebsite(request).id));

  mount(app, getStatusRoute, ({ request }) => getTranslationStatus(db, ownerWebsite(request).id));

  mount(app, getLanguagesRoute, async ({ request }) => ({
    languages: await getLanguages(db, ownerWebsite(request).id),
  }));

  mount(app, saveLanguagesRoute, async ({ body, request }) => ({
    languages: await saveLanguages(db, ownerWebsite(request).id, body.languages, now()),
  }));

  mount(app, disconnectRoute, ({ request }) => disconnectTranslationProvider(db, ownerWebsite(request).id, now()));
}
