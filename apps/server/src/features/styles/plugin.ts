import type { FastifyInstance } from 'fastify';

/** Site styles: fonts and colours as theme variables, published like a page (issue 16). */
export async function stylesFeature(_app: FastifyInstance): Promise<void> {}
