import type { Kysely } from 'kysely';
import type { Database } from './database/database.ts';
import type { Schema } from './database/schema.ts';
import type { EmailRenderer } from './mail/email-renderer.ts';
import type { Mailer } from './mail/mailer.ts';
import type { StripeApiTarget } from './payments/stripe-provider.ts';
import type { TestPaymentProvider } from './payments/test-provider.ts';
import type { MediaConfig, RateLimits } from './config.ts';
import type { PageExtensions } from './page-extensions.ts';
import type { AppEventBus } from './events/app-events.ts';
import type { IntegrationsConfig } from './integrations-config.ts';
import type { MapsConfig } from './maps-config.ts';
import type { PageCache } from './page-cache.ts';
import type { ServingConfig } from './serving-config.ts';
import type { SecretBox } from './secrets/secret-box.ts';

/**
 * The shared infrastructure every feature is handed once, as the Fastify decorator `app.deps`
 * (made in `app.ts`): nothing of it lives in module-level state, so two apps in one process (tests)
 * never share a database, a mail transport or a payment provider.
 */
export interface AppDeps {
  database: Database;
  db: Kysely<Schema>;
  /** The clock (epoch ms): records, expiries and idempotency windows read it. */
  now(): number;
  mailer: Mailer;
  /** The theme's e-mail templates (`themes/default/emails/`). */
  emails: EmailRenderer;
  /** The built-in test provider (its books are this process's memory); a site's provider is chosen per request (features/payments). */
  payments: TestPaymentProvider;
  /** Where the Stripe SDK sends its requests; unset: Stripe's API (tests point it at their stand-in). */
  stripeApi?: StripeApiTarget;
  limits: RateLimits;
  /** The GeoLite2 country database analytics reads visitors' countries from; unset: none. */
  geoipDb?: string | undefined;
  /** Analytics ingestion's write buffer (features/analytics): its byte budget and cadence; unset: the defaults. */
  analyticsBuffer?: { maxBytes?: number; flushIntervalMs?: number };
  /** Where media library files are stored and the upload cap (features/media). */
  media: MediaConfig;
  /** Hooks features add to storefront pages (gates, pages, context, layout additions); see page-extensions.ts. */
  pageExtensions: PageExtensions;
  /** What features tell each other (a sign-in, a sign-out), subscribed to at wiring; see events/app-events.ts. */
  events: AppEventBus;
  /** Webhook and mailing-list provider settings (features/integrations); unset: DEFAULT_INTEGRATIONS. */
  integrations?: IntegrationsConfig;
  /** The geocoder behind the maps proxy (features/events); unset: no address completion. */
  maps?: MapsConfig;
  /** Whose forwarded headers are trusted, the canonical address links name, the metrics token (serving-config.ts). */
  serving: ServingConfig;
  /** The storefront's rendered pages (features/pages), shared so metrics can count its hits. */
  pageCache: PageCache;
  /** Set by `plinth start` when it begins to stop: /readyz answers 503 from then on. */
  lifecycle: { stopping: boolean };
  /** Seals and opens stored secrets (provider keys, signing secrets: infra/secrets). */
  secrets: SecretBox;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's dependencies, decorated once in `buildApp`. */
    deps: AppDeps;
  }
}
