import { mediaRoutes } from '@plinth/api';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../infra/errors/app-error.ts';

/** The media library: uploads streamed to storage (a local folder or S3), image processing jobs, derivatives served by width, where each file is used (issue 14). */
export async function mediaFeature(app: FastifyInstance): Promise<void> {
  // The contract is committed first so the library UI and galleries can build against it.
  for (const route of mediaRoutes) {
    app.route({ method: route.method, url: route.path, config: { access: route.access }, handler: async () => {
      throw new AppError('UNAVAILABLE', 'The media library is not ready yet.');
    } });
  }
}
