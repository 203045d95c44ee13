import { activateTheme, getThemeTweaks, listThemes, publishThemeTweaks, saveThemeTweaksDraft } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { absentBodyAsEmpty } from '../../infra/http/absent-body.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { listDesigns, switchDesign, type DesignCatalogue } from './service.ts';
import { publishTweaks, saveTweaksDraft, tweaksState } from './tweaks-service.ts';

/** The designs API (content:read to read, content:write to switch and to save and publish settings). */
export function registerThemesRoutes(app: FastifyInstance, { db, now }: AppDeps, catalogue: DesignCatalogue): void {
  mount(app, listThemes, async ({ request }) => listDesigns(db, catalogue, ownerWebsite(request).id));
  mount(app, activateTheme, async ({ body: { id }, request }) => switchDesign(db, catalogue, ownerWebsite(request).id, id, now()));
  mount(app, getThemeTweaks, async ({ params: { id }, request }) => tweaksState(db, catalogue, ownerWebsite(request).id, id));
  mount(app, saveThemeTweaksDraft, async ({ params: { id }, body: { values, revision }, request }) => saveTweaksDraft(db, catalogue, ownerWebsite(request).id, id, values, revision, now()));
  mount(app, publishThemeTweaks, async ({ params: { id }, body: { revision }, request }) => publishTweaks(db, catalogue, ownerWebsite(request).id, id, revision, now()), { preHandler: absentBodyAsEmpty });
}
