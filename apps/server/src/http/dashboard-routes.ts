import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** The owner app under /config: its HTML shell and built assets. */
export async function registerDashboardRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
