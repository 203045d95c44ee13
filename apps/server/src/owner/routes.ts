import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { registerCaptchaSettingsRoutes } from './captcha-settings-routes.ts';
import { registerContributorRoutes } from './contributor-routes.ts';
import { registerOwnerFormRoutes } from './form-routes.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { registerOutboxRoutes } from './outbox-routes.ts';
import { registerProductRoutes } from './product-routes.ts';
import { registerSessionRoutes } from './session-routes.ts';
import { registerStockRoutes } from './stock-routes.ts';

/** Owner API: session, contributors, products and inventory, orders, outbox (docs/owner-api.md). */
export async function registerOwnerRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  // Declared once on the root instance, so every route module may use requirePermission.
  if (!app.hasRequestDecorator('contributor')) app.decorateRequest('contributor', null);
  registerSessionRoutes(app, context);
  registerContributorRoutes(app, context);
  registerProductRoutes(app, context);
  registerStockRoutes(app, context);
  registerOrderRoutes(app, context);
  registerOutboxRoutes(app, context);
  registerOwnerFormRoutes(app, context);
  registerCaptchaSettingsRoutes(app, context);
}
