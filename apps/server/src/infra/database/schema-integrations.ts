/* The tables of migration 0021-integrations (Integrations: the mailing-list provider and the automation connector (signed webhooks) (issue 16).) */

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface IntegrationsSchema {}
