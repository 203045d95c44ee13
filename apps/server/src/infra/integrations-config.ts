/*
 * The operator's settings of the integrations (features/integrations): read once from the
 * environment by config.ts, handed to the feature as `app.deps.integrations`.
 */

/** How the integrations reach the outside. */
export interface IntegrationsConfig {
  /**
   * Lets webhooks call loopback addresses (127.0.0.0/8, ::1): for tests and local receivers only.
   * Private, link-local and unspecified addresses stay refused. @default false
   */
  allowLoopbackWebhooks: boolean;
  /**
   * The Mailchimp API's origin instead of `https://<dc>.api.mailchimp.com` (a stand-in in tests). @default unset
   */
  mailchimpBaseUrl: string | undefined;
  /** How often the delivery worker looks for due deliveries. @default 2000 ms */
  deliveryEveryMs: number;
  /**
   * Host names an import may fetch pictures from whatever their address (PLINTH_IMPORT_ALLOW_HOSTS,
   * comma-separated: a test's file server, an intranet); every other host must be public, as for
   * webhooks. @default none
   */
  importAllowHosts?: readonly string[];
}

/** The defaults: no loopback, the real Mailchimp, a look every two seconds. */
export const DEFAULT_INTEGRATIONS: IntegrationsConfig = Object.freeze({ allowLoopbackWebhooks: false, mailchimpBaseUrl: undefined, deliveryEveryMs: 2000 });

/**
 * PLINTH_WEBHOOKS_ALLOW_LOOPBACK (`1`/`true` or `0`/`false`, default false) and PLINTH_MAILCHIMP_BASE_URL
 * (an http:// or https:// origin), PLINTH_IMPORT_ALLOW_HOSTS (host names). Throws with a message naming the variable on a bad value.
 */
export function integrationsFromEnv(env: NodeJS.ProcessEnv): IntegrationsConfig {
  const loopback = env.PLINTH_WEBHOOKS_ALLOW_LOOPBACK ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(loopback)) throw new Error(`PLINTH_WEBHOOKS_ALLOW_LOOPBACK must be 1 or 0, not '${loopback}'`);
  const base = env.PLINTH_MAILCHIMP_BASE_URL || undefined;
  if (base && !/^https?:\/\/[^/]+\/?$/.test(base)) throw new Error(`PLINTH_MAILCHIMP_BASE_URL must be an http:// or https:// origin, not '${base}'`);
  const importAllowHosts = (env.PLINTH_IMPORT_ALLOW_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
  return { ...DEFAULT_INTEGRATIONS, allowLoopbackWebhooks: loopback === '1' || loopback === 'true', mailchimpBaseUrl: base?.replace(/\/$/, ''), ...(importAllowHosts.length ? { importAllowHosts } : {}) };
}
