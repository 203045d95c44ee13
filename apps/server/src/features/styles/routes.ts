import { getStyles, listFonts, publishStyles, saveStylesDraft, type SiteStyles } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { absentBodyAsEmpty } from '../../infra/http/absent-body.ts';
import { mount } from '../../infra/http/mount.ts';
import { ownerWebsite } from '../owner/index.ts';
import { pickerFonts } from './font-catalogue.ts';
import { FONT_CACHE_CONTROL, fontFilePath, fontFileStream } from './font-files.ts';
import { FONT_FILE_NOT_FOUND } from './messages.ts';
import { publish, saveDraft, styleGuideFonts, stylesState } from './styles-service.ts';

/** The styles API (content:read to read, content:write to save and publish) and the font files. */
export function registerStylesRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  mount(app, getStyles, async ({ request }) => stylesState(db, ownerWebsite(request).id));

  mount(app, saveStylesDraft, async ({ body: { styles, revision }, request }) => {
    const website = ownerWebsite(request);
    return saveDraft(db, website.id, styles as SiteStyles, revision, now());
  });

  mount(app, publishStyles, async ({ body: { revision }, request }) => publish(db, ownerWebsite(request).id, revision, now()), { preHandler: absentBodyAsEmpty });

  mount(app, listFonts, async ({ query, request }) => {
    const website = ownerWebsite(request);
    const fonts = pickerFonts(query, await styleGuideFonts(db, website.id));
    return { fonts, categories: [...new Set(fonts.map((font) => font.category))] };
  });

  // The same for every site and Host: no site lookup.
  app.get('/assets/fonts/:font/:file', { config: { access: 'public', website: 'none' } }, async (request, reply) => {
    const { font, file } = request.params as { font: string; file: string };
    const path = fontFilePath(font, file);
    if (!path) throw new AppError('NOT_FOUND', FONT_FILE_NOT_FOUND);
    return reply.header('cache-control', FONT_CACHE_CONTROL).header('access-control-allow-origin', '*').type('font/woff2').send(fontFileStream(path));
  });
}
