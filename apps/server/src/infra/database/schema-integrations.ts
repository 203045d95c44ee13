/* The tables of migration 0021-integrations (the mailing-list provider and the automation connector, issue 16). */

/** A site's external mailing-list provider (no row: only the site's own list). */
export interface MailingListConnectionsTable {
  website_id: string;
  /** 'mailchimp'. */
  provider: string;
  /** The provider's API key: used to call it, never sent back. */
  api_key: string;
  /** What the panel shows of the account (the key's data centre, `us6`): never the key. */
  account_label: string;
  list_id: string | null;
  list_name: string | null;
  double_opt_in: number;
  connected_at: number;
  updated_at: number;
}

/** An outgoing webhook of the automation connector. */
export interface WebhooksTable {
  id: string;
  website_id: string;
  url: string;
  /** JSON array of event names (`order.created` …). */
  events_json: string;
  /** The HMAC-SHA256 signing secret: shown once at creation, kept to sign. */
  secret: string;
  /** Successful deliveries so far. */
  success_count: number;
  /** The first successful delivery (null: "Awaiting Connection"). */
  first_success_at: number | null;
  created_at: number;
}

/** 'pending' (to be tried at next_attempt_at), 'delivered', 'failed' (out of attempts) or 'dropped' (its target is gone). */
export type IntegrationDeliveryStatus = 'pending' | 'delivered' | 'failed' | 'dropped';

/** One delivery to make or made: a webhook call or a mailing-list subscription. */
export interface IntegrationDeliveriesTable {
  id: string;
  website_id: string;
  /** 'webhook' or 'mailing-list'. */
  target: 'webhook' | 'mailing-list';
  webhook_id: string | null;
  /** The event's id, the same for every webhook told of it (receivers dedupe on it). */
  event_id: string;
  event: string;
  /** The JSON body (webhooks) or the subscription (`{ email, listId }`). */
  payload: string;
  status: IntegrationDeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  /** A worker's claim: no other process takes the row before then. */
  locked_until: number | null;
  /** The receiver's HTTP status of the last attempt, if it answered. */
  response_status: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
}

/** Table name → row type, merged into `Schema` (schema.ts). */
export interface IntegrationsSchema {
  mailing_list_connections: MailingListConnectionsTable;
  webhooks: WebhooksTable;
  integration_deliveries: IntegrationDeliveriesTable;
}
