import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/** Store creation, site layout and navigation, header and footer, multilingual settings, pages list. */
export async function registerSiteContentRoutes(_app: FastifyInstance, _context: AppContext): Promise<void> {}
