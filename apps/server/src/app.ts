import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createEngine } from '@plinth/template';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { accountFeature } from './features/account/index.ts';
import { analyticsFeature } from './features/analytics/index.ts';
import { apiDocsFeature } from './features/api-docs/index.ts';
import { captchaFeature } from './features/captcha/index.ts';
import { cartFeature } from './features/cart/index.ts';
import { catalogFeature } from './features/catalog/index.ts';
import { checkoutFeature } from './features/checkout/index.ts';
import { contentFeature } from './features/content/index.ts';
import { customersFeature } from './features/customers/index.ts';
import { dashboardFeature } from './features/dashboard/index.ts';
import { experimentsFeature } from './features/experiments/index.ts';
import { formsFeature, formWidgetFormatters } from './features/forms/index.ts';
import { galleriesFeature, galleryFormatters } from './features/galleries/index.ts';
import { editorFeature } from './features/editor/index.ts';
import { taxonomyFeature } from './features/taxonomy/index.ts';
import { insightsFeature } from './features/insights/index.ts';
import { mediaFeature } from './features/media/index.ts';
import { memberAreasFeature } from './features/member-areas/index.ts';
import { newsletterFeature } from './features/newsletter/index.ts';
import { ordersFeature } from './features/orders/index.ts';
import { outboxFeature } from './features/outbox/index.ts';
import { ownerFeature } from './features/owner/index.ts';
import { performanceFeature } from './features/performance/index.ts';
import { createPageRenderer, pagesFeature, widgetFormatters } from './features/pages/index.ts';
import { recordingsFeature } from './features/recordings/index.ts';
import { restockFeature } from './features/restock/index.ts';
import { siteFeature } from './features/site/index.ts';
import { siteUsersFeature } from './features/site-users/index.ts';
import { storesFeature } from './features/stores/index.ts';
import type { AppDeps } from './infra/app-deps.ts';
import { DEFAULT_LIMITS, DEFAULT_MEDIA_MAX_UPLOAD_BYTES, type MediaConfig, type RateLimits } from './infra/config.ts';
import type { Database } from './infra/database/database.ts';
import { errorBody, installErrorHandler } from './infra/errors/error-handler.ts';
import { assetScope } from './infra/http/asset-scope.ts';
import { withRedactedUrls } from './infra/http/log-redaction.ts';
import { guardRequestText } from './infra/http/request-text.ts';
import { collectRoutes } from './infra/http/route-table.ts';
import { CLIENT_DIR, loadIslandRenderer, type IslandRenderer } from './infra/islands.ts';
import { createEmailRenderer } from './infra/mail/email-renderer.ts';
import { createMailer } from './infra/mail/mailer.ts';
import type { PaymentProvider } from './infra/payments/payment-provider.ts';
import { createTestPaymentProvider } from './infra/payments/test-provider.ts';
import { loadTheme } from './infra/theme.ts';
import { stylesFeature } from './features/styles/index.ts';
import { integrationsFeature } from './features/integrations/index.ts';
import { apiKeysFeature } from './features/api-keys/index.ts';
import { commentsFeature } from './features/comments/index.ts';
import { eventsFeature } from './features/events/index.ts';
import { searchFeature } from './features/search/index.ts';
import { pageTypesFeature } from './features/page-types/index.ts';
import { createPageExtensions } from './infra/page-extensions.ts';
import type { IntegrationsConfig } from './infra/integrations-config.ts';
import type { MapsConfig } from './infra/maps-config.ts';

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
  smtpUrl?: string | undefined;
  /** The payment provider. @default the built-in test provider (test mode) */
  payments?: PaymentProvider;
  /** Add-to-cart limit per visitor. @default 30 per 10 s */
  addToCartLimit?: RateLimits['addToCart'];
  /** The clock (epoch ms). @default Date.now */
  now?: () => number;
  /** The GeoLite2 country database (.mmdb) for analytics' countries. @default none: countries unknown */
  geoipDb?: string | undefined;
  /** Media storage and upload cap. @default a fresh folder under the system's temp folder, 20 MB */
  media?: Partial<MediaConfig>;
  /** Webhook and mailing-list provider settings (features/integrations). @default DEFAULT_INTEGRATIONS */
  integrations?: IntegrationsConfig;
  /** The geocoder behind the maps proxy (features/events). @default none: addresses are plain text */
  maps?: MapsConfig;
}

/**
 * The features, in the order they register. The site feature comes first (its hook resolves
 * `request.website` for every later route), then the owner feature (its guard enforces the
 * permission every later route declares), then the site-users feature (its guard admits the
 * signed-in customer of every `access: 'site-user'` route).
 */
const FEATURES = [
  siteFeature,
  ownerFeature,
  siteUsersFeature,
  catalogFeature,
  contentFeature,
  mediaFeature,
  galleriesFeature,
  editorFeature,
  taxonomyFeature,
  storesFeature,
  cartFeature,
  checkoutFeature,
  ordersFeature,
  outboxFeature,
  formsFeature,
  newsletterFeature,
  captchaFeature,
  restockFeature,
  accountFeature,
  memberAreasFeature,
  customersFeature,
  analyticsFeature,
  insightsFeature,
  performanceFeature,
  experimentsFeature,
  recordingsFeature,
  stylesFeature,
  integrationsFeature,
  apiKeysFeature,
  commentsFeature,
  eventsFeature,
  searchFeature,
  pageTypesFeature,
  dashboardFeature,
  apiDocsFeature,
];

/**
 * Builds the Plinth HTTP server: storefront pages, the visitor and owner APIs and the built client
 * assets. The shared infrastructure is made here once and handed to every feature as `app.deps`.
 * Listening is the caller's business.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options.database;
  const islands = options.islands ?? (await loadIslandRenderer());
  const engine = createEngine({ formatters: { ...widgetFormatters(islands), ...formWidgetFormatters(islands), ...galleryFormatters(islands) } });
  const theme = loadTheme(options.themeDir ?? DEFAULT_THEME_DIR, engine);
  if (theme.errors.length) {
    throw new Error(`The theme has template errors: ${JSON.stringify(theme.errors)}`);
  }
  const now = options.now ?? Date.now;
  const deps: AppDeps = {
    database: options.database,
    db,
    now,
    mailer: createMailer({ db, smtpUrl: options.smtpUrl, now }),
    emails: createEmailRenderer(engine, theme),
    payments: options.payments ?? createTestPaymentProvider(),
    limits: { ...DEFAULT_LIMITS, ...(options.addToCartLimit ? { addToCart: options.addToCartLimit } : {}) },
    geoipDb: options.geoipDb,
    media: {
      dir: join(tmpdir(), `plinth-media-${randomBytes(6).toString('hex')}`),
      s3: undefined,
      maxUploadBytes: DEFAULT_MEDIA_MAX_UPLOAD_BYTES,
      ...options.media,
    },
    pageExtensions: createPageExtensions(),
    ...(options.integrations ? { integrations: options.integrations } : {}),
    ...(options.maps ? { maps: options.maps } : {}),
  };

  const app = Fastify({
    logger: withRedactedUrls(options.logger ?? false), // feed, cart and e-mailed tokens stay out of the request log
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 64 * 1024,
    // A request must arrive whole in 2 minutes (a 20 MB upload at 1.5 Mbit/s), else 408: Fastify's default is no
    // limit, and a body trickled in a byte at a time would hold its connection for ever.
    requestTimeout: 120_000,
    trustProxy: false,
  });
  app.decorate('deps', deps);
  app.addHook('onClose', async () => deps.mailer.close());
  collectRoutes(app);
  installErrorHandler(app);
  guardRequestText(app);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('Not found.')));
  await app.register(cookie);
  await app.register(async (assets) => {
    assetScope(assets);
    // The bundle's source maps sit beside its chunks for the owner's error report only: a 404 to visitors.
    await assets.register(fastifyStatic, { root: CLIENT_DIR, prefix: '/assets/client/', preCompressed: true, immutable: true, maxAge: '365d', decorateReply: false, allowedPath: (path) => !path.endsWith('.map') });
    await assets.register(fastifyStatic, { root: join(options.themeDir ?? DEFAULT_THEME_DIR, 'assets'), prefix: '/assets/theme/', maxAge: '1d', decorateReply: false });
    await assets.register(fastifyStatic, { root: SEED_IMAGES_DIR, prefix: '/assets/seed/', maxAge: '1d', decorateReply: false });
    await assets.register(fastifyStatic, { root: join(ROOT, 'apps', 'server', 'seed', 'bnpl'), prefix: '/assets/bnpl/', maxAge: '1d', decorateReply: false });
  });

  for (const feature of FEATURES) await app.register(feature);
  // API paths that no route answers are JSON 404s, not pages.
  app.all('/api/*', { config: { website: 'none', access: 'public' } }, async (_request, reply) => reply.code(404).send(errorBody('Not found.')));
  await app.register(pagesFeature, { renderPage: createPageRenderer(engine, theme, islands) });
  return app;
}
