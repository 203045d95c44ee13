import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { createEngine } from '@plinth/template';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './infra/app-deps.ts';
import { FEATURES } from './features.ts';
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
import type { StripeApiTarget } from './infra/payments/stripe-provider.ts';
import { createTestPaymentProvider, type TestPaymentProvider } from './infra/payments/test-provider.ts';
import { databaseBooks } from './infra/payments/test-provider-books.ts';
import { loadSiteTheme } from './infra/theme/developer-platform/site-theme.ts';
import { loadDesigns } from './infra/theme/designs.ts';
import { createPageExtensions } from './infra/page-extensions.ts';
import { createAppEvents } from './infra/events/app-events.ts';
import type { IntegrationsConfig } from './infra/integrations-config.ts';
import type { MapsConfig } from './infra/maps-config.ts';
import { PageCache } from './infra/page-cache.ts';
import { DIRECT_SERVING, type ServingConfig } from './infra/serving-config.ts';
import { timeRequests } from './features/health/index.ts';
import { createSecretBox, type SecretBox } from './infra/secrets/secret-box.ts';

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
  /** The built-in test provider. @default a new one (test mode) */
  payments?: TestPaymentProvider;
  /** Where the Stripe SDK sends its requests. @default Stripe's API */
  stripeApi?: StripeApiTarget;
  /** Add-to-cart limit per visitor. @default 30 per 10 s */
  addToCartLimit?: RateLimits['addToCart'];
  /** The clock (epoch ms). @default Date.now */
  now?: () => number;
  /** The GeoLite2 country database (.mmdb) for analytics' countries. @default none: countries unknown */
  geoipDb?: string | undefined;
  /** Analytics ingestion's write buffer. @default 32 MB, written every 250 ms */
  analyticsBuffer?: AppDeps['analyticsBuffer'];
  /** Media storage and upload cap. @default a fresh folder under the system's temp folder, 20 MB */
  media?: Partial<MediaConfig>;
  /** Webhook and mailing-list provider settings (features/integrations). @default DEFAULT_INTEGRATIONS */
  integrations?: IntegrationsConfig;
  /** The geocoder behind the maps proxy (features/events). @default none: addresses are plain text */
  maps?: MapsConfig;
  /** Trusted proxies, the canonical address, the metrics token (infra/serving-config.ts). @default DIRECT_SERVING */
  serving?: Partial<ServingConfig>;
  /** Seals and opens stored secrets (`openSiteSecretBox` in infra/secrets). @default a box over a random key of this app's own (tests) */
  secrets?: SecretBox;
}

/**
 * Builds the Plinth HTTP server: storefront pages, the visitor and owner APIs and the built client
 * assets. The shared infrastructure is made here once and handed to every feature as `app.deps`.
 * Listening is the caller's business.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db } = options.database;
  const islands = options.islands ?? (await loadIslandRenderer());
  const engine = createEngine({ formatters: Object.assign({}, ...FEATURES.map((feature) => feature.formatters?.(islands) ?? {})) });
  const theme = await loadSiteTheme(options.themeDir ?? DEFAULT_THEME_DIR, DEFAULT_THEME_DIR, engine);
  // The designs an owner chooses from (themes/*/design.json over the default; features/themes).
  const designs = loadDesigns(theme, options.themeDir ?? DEFAULT_THEME_DIR, DEFAULT_THEME_DIR, engine);
  const now = options.now ?? Date.now;
  const deps: AppDeps = {
    database: options.database,
    db,
    now,
    mailer: createMailer({ db, smtpUrl: options.smtpUrl, now }),
    emails: createEmailRenderer(engine, theme),
    payments: options.payments ?? createTestPaymentProvider({ books: databaseBooks(db) }),
    ...(options.stripeApi ? { stripeApi: options.stripeApi } : {}),
    limits: { ...DEFAULT_LIMITS, ...(options.addToCartLimit ? { addToCart: options.addToCartLimit } : {}) },
    geoipDb: options.geoipDb,
    ...(options.analyticsBuffer ? { analyticsBuffer: options.analyticsBuffer } : {}),
    media: {
      dir: join(tmpdir(), `plinth-media-${randomBytes(6).toString('hex')}`),
      s3: undefined,
      maxUploadBytes: DEFAULT_MEDIA_MAX_UPLOAD_BYTES,
      ...options.media,
    },
    pageExtensions: createPageExtensions(),
    events: createAppEvents(),
    ...(options.integrations ? { integrations: options.integrations } : {}),
    ...(options.maps ? { maps: options.maps } : {}),
    serving: { ...DIRECT_SERVING, ...options.serving },
    pageCache: new PageCache(),
    lifecycle: { stopping: false },
    secrets: options.secrets ?? createSecretBox(randomBytes(32).toString('base64url')),
  };

  const app = Fastify({
    logger: withRedactedUrls(options.logger ?? false), // feed, cart and e-mailed tokens stay out of the request log
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 64 * 1024,
    // A request must arrive whole in 2 minutes (a 20 MB upload at 1.5 Mbit/s), else 408: Fastify's default is no
    // limit, and a body trickled in a byte at a time would hold its connection for ever.
    requestTimeout: 120_000,
    // Behind a reverse proxy (PLINTH_TRUST_PROXY), request.ip, .protocol and .host come from X-Forwarded-For/-Proto/-Host.
    trustProxy: deps.serving.trustProxy as boolean | string, // (Fastify also takes a hop count; its types omit it)
  });
  app.decorate('deps', deps);
  app.addHook('onClose', async () => deps.mailer.close());
  collectRoutes(app);
  timeRequests(app); // GET /metrics' request durations, by route: before any route is added (features/health)
  installErrorHandler(app);
  guardRequestText(app);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('NOT_FOUND', 'Not found.')));
  await app.register(cookie);
  await app.register(async (assets) => {
    assetScope(assets);
    // The bundle's source maps sit beside its chunks for the owner's error report only: a 404 to visitors.
    // Public to any origin: the editor's preview runs sandboxed (an opaque origin), whose module scripts load in CORS mode (issue 36).
    await assets.register(fastifyStatic, { root: CLIENT_DIR, prefix: '/assets/client/', preCompressed: true, immutable: true, maxAge: '365d', decorateReply: false, allowedPath: (path) => !path.endsWith('.map'), setHeaders: (reply) => reply.header('access-control-allow-origin', '*') });
    await assets.register(fastifyStatic, { root: join(theme.developer ? DEFAULT_THEME_DIR : (options.themeDir ?? DEFAULT_THEME_DIR), 'assets'), prefix: '/assets/theme/', maxAge: '1d', decorateReply: false });
    await assets.register(fastifyStatic, { root: SEED_IMAGES_DIR, prefix: '/assets/seed/', maxAge: '1d', decorateReply: false });
    await assets.register(fastifyStatic, { root: join(ROOT, 'apps', 'server', 'seed', 'bnpl'), prefix: '/assets/bnpl/', maxAge: '1d', decorateReply: false });
  });

  const context = { engine, theme, designs, islands, pageKinds: FEATURES.flatMap((feature) => feature.pageKinds ?? []) };
  for (const { plugin } of FEATURES) if (plugin) await app.register(plugin, context);
  return app;
}
