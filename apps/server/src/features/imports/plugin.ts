import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { createMediaImporter } from '../media/index.ts';
import { registerExportRoutes } from './export-routes.ts';
import { registerImportRoutes } from './routes.ts';
import type { ImportDeps } from './runner.ts';
import { RunningImports } from './service.ts';

/** The largest file an import takes (a WordPress export with years of posts, a big catalogue). */
export const MAX_IMPORT_BYTES = 512 * 1024 * 1024;

/** Imports from other platforms and CSV exports (issue 34). */
export async function importsPlugin(app: FastifyInstance): Promise<void> {
  const { db, now, media, integrations } = app.deps;
  const deps: ImportDeps = {
    db,
    now,
    media: await createMediaImporter({ db, now, media }, (error) => app.log.error({ error }, 'an imported picture could not be processed')),
    allowHosts: integrations?.importAllowHosts ?? [],
  };
  const running = new RunningImports();
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
  app.addHook('onClose', async () => {
    await running.idle();
    await deps.media.idle();
  });
  registerImportRoutes(app, deps, running);
  registerExportRoutes(app, deps);
}
