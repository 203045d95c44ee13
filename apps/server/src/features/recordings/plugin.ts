import type { FastifyInstance } from 'fastify';
import { registerOwnerRecordingRoutes } from './owner-routes.ts';
import { registerRecorderRoutes } from './recorder-routes.ts';

/** Session recording: the recorder's id and batches, their retention and the owner's replays (issue 13). */
export async function recordingsPlugin(app: FastifyInstance): Promise<void> {
  await registerRecorderRoutes(app, app.deps);
  registerOwnerRecordingRoutes(app, app.deps);
}
