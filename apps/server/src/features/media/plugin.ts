import multipart from '@fastify/multipart';
import { MAX_FILES_PER_UPLOAD } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { registerFileRoutes } from './file-routes.ts';
import { imageContextEnricher } from './image-context.ts';
import { createJobQueue } from './job-queue.ts';
import type { MediaContext } from './media-context.ts';
import { registerOwnerMediaRoutes } from './owner-routes.ts';
import { recentBytes } from './recent-bytes.ts';
import { openMediaStorage } from './storage/open-storage.ts';

/** The media library: uploads streamed to storage (a local folder or S3), image processing jobs, derivatives served by width, where each file is used (issue 14). */
export async function mediaPlugin(app: FastifyInstance): Promise<void> {
  const { db, now, media } = app.deps;
  const ctx: MediaContext = {
    db,
    now,
    storage: await openMediaStorage(media),
    maxUploadBytes: media.maxUploadBytes,
    jobs: createJobQueue((error) => app.log.error({ error }, 'a media processing job failed')),
    making: new Map(),
    recent: recentBytes(),
  };
  // Multipart only here. Its own cap is one byte past ours, so ours speaks first, with the spec's message.
  await app.register(multipart, { limits: { fileSize: media.maxUploadBytes + 1, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1000, parts: MAX_FILES_PER_UPLOAD + 10 }, throwFileSizeLimit: false });
  app.addHook('onClose', async () => ctx.jobs.idle());
  registerOwnerMediaRoutes(app, ctx);
  app.deps.pageExtensions.enrichers.push(imageContextEnricher(db));
  registerFileRoutes(app, ctx);
}
