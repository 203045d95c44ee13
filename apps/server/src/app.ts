import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createEngine } from '@plinth/template';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context.ts';
import type { Database } from './db/database.ts';
import { registerDashboardRoutes } from './http/dashboard-routes.ts';
import { registerFormRoutes } from './http/form-routes.ts';
import { registerSiteContentRoutes } from './http/site-content-routes.ts';
import { registerOwnerRoutes } from './owner/routes.ts';
import { registerCartRoutes } from './http/cart-routes.ts';
import { registerCheckoutRoutes } from './http/checkout-routes.ts';
import { registerSubscriptionRoutes } from './http/subscription-routes.ts';
import { registerGiftCardRoutes } from './http/gift-card-routes.ts';
import { registerCartAdditionalFieldsRoutes } from './http/cart-additional-fields-routes.ts';
import { errorBody, installErrorHandler } from './http/errors.ts';
import { registerInventoryRoutes } from './http/inventory-routes.ts';
import { registerPageRoutes } from './http/page-routes.ts';
import type { RateLimitRule } from './http/rate-limit.ts';
import { CLIENT_DIR, loadIslandRenderer, type IslandRenderer } from './render/islands.ts';
import { createPageRenderer } from './render/page-renderer.ts';
import { loadTheme } from './render/theme.ts';
import { formWidgetFormatters } from './render/form-widgets.ts';
import { widgetFormatters } from './render/widget-formatters.ts';

/** Repository root, two levels above apps/server/src. */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_THEME_DIR = join(ROOT, 'themes', 'default');
export const SEED_IMAGES_DIR = join(ROOT, 'apps', 'server', 'seed', 'images');

/** Options of {@link buildApp}. */
export interface AppOptions {
  database: Database;
  /** Fastify's logger: off in tests; warnings and errors in `plinth start`. */
  logger?: FastifyServerOptions['logger'];
  themeDir?: string;
  islands?: IslandRenderer;
  /** SMTP server for outgoing mail; unset keeps mail in the outbox. */
  smtpUrl?: string;
  /** Add-to-cart limit per visitor. @default 30 per 10 s */
  addToCartLimit?: Pick<RateLimitRule, 'limit' | 'windowMs'>;
}

/**
 * Builds the Plinth HTTP server: storefront pages, the visitor API and the
 * built client assets. Listening is the caller's business.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options.database;
  const islands = options.islands ?? (await loadIslandRenderer());
  const engine = createEngine({ formatters: { ...widgetFormatters(islands), ...formWidgetFormatters(islands) } });
  const theme = loadTheme(options.themeDir ?? DEFAULT_THEME_DIR, engine);
  if (theme.errors.length) {
    throw new Error(`The theme has template errors: ${JSON.stringify(theme.errors)}`);
  }

  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 64 * 1024,
    trustProxy: false,
  });
  installErrorHandler(app);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('Not found.')));
  await app.register(cookie);
  await app.register(fastifyStatic, {
    root: CLIENT_DIR,
    prefix: '/assets/client/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    decorateReply: false,
  });
  await app.register(fastifyStatic, { root: join(options.themeDir ?? DEFAULT_THEME_DIR, 'assets'), prefix: '/assets/theme/', maxAge: '1d', decorateReply: false });
  await app.register(fastifyStatic, { root: SEED_IMAGES_DIR, prefix: '/assets/seed/', maxAge: '1d', decorateReply: false });
  await app.register(fastifyStatic, { root: join(ROOT, 'apps', 'server', 'seed', 'bnpl'), prefix: '/assets/bnpl/', maxAge: '1d', decorateReply: false });

  registerCartRoutes(app, {
    db,
    addLimit: { name: 'add-to-cart', limit: options.addToCartLimit?.limit ?? 30, windowMs: options.addToCartLimit?.windowMs ?? 10_000 },
  });
  registerInventoryRoutes(app, { db });
  const context: AppContext = { database: options.database, db, smtpUrl: options.smtpUrl, now: Date.now };
  await registerOwnerRoutes(app, context);
  await registerSiteContentRoutes(app, context);
  await registerDashboardRoutes(app, context);
  (await import('./http/restock-routes.ts')).registerRestockRoutes(app, context);
  await registerCheckoutRoutes(app, context);
  await registerSubscriptionRoutes(app, context);
  await registerGiftCardRoutes(app, context);
  await registerCartAdditionalFieldsRoutes(app, context);
  await registerFormRoutes(app, context);
  // API paths that no route answers are JSON 404s, not pages.
  app.all('/api/*', async (_request, reply) => reply.code(404).send(errorBody('Not found.')));
  registerPageRoutes(app, { db, renderPage: createPageRenderer(engine, theme, islands) });
  return app;
}
