import {
  disconnectTranslation as disconnectRoute,
  getLanguages as getLanguagesRoute,
  getMultilingualSettings as getSettingsRoute,
  getTranslationStatus as getStatusRoute,
  saveLanguages as saveLanguagesRoute,
} from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
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
  app.get(getSettingsRoute.path, { config: { access: getSettingsRoute.access } }, async (request) => getMultilingualSettings(db, ownerWebsite(request).id));

  app.get(getStatusRoute.path, { config: { access: getStatusRoute.access } }, async (request) => getTranslationStatus(db, ownerWebsite(request).id));

  app.get(getLanguagesRoute.path, { config: { access: getLanguagesRoute.access } }, async (request) => ({
    languages: await getLanguages(db, ownerWebsite(request).id),
  }));

  app.put(saveLanguagesRoute.path, { config: { access: saveLanguagesRoute.access } }, async (request) => {
    const website = ownerWebsite(request);
    const { languages } = saveLanguagesRoute.body.parse(request.body);
    return { languages: await saveLanguages(db, website.id, languages, now()) };
  });

  app.delete(disconnectRoute.path, { config: { access: disconnectRoute.access } }, async (request) =>
    disconnectTranslationProvider(db, ownerWebsite(request).id, now()),
  );
}
