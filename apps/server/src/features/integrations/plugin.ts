import type { FastifyInstance } from 'fastify';

/** Integrations: the mailing-list provider and the automation connector (signed webhooks) (issue 16). */
export async function integrationsFeature(_app: FastifyInstance): Promise<void> {}
