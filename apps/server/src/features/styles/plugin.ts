import type { FastifyInstance } from 'fastify';
import { registerStylesRoutes } from './routes.ts';
import { stylesDecorator } from './styles-decorator.ts';

/** Site styles: fonts and colours as theme variables, published like a page (issue 16). */
export async function stylesPlugin(app: FastifyInstance): Promise<void> {
  registerStylesRoutes(app, app.deps);
  app.deps.pageExtensions.decorators.push(stylesDecorator(app.deps.db));
}
