import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** Owner API: session, contributors, products and inventory, orders, outbox (docs/owner-api.md). */
export async function registerOwnerRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
