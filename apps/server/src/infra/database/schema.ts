import type { Generated } from 'kysely';
import type { StylesSchema } from './schema-styles.ts';
import type { DesignsSchema } from './schema-designs.ts';
import type { DiscountsSchema } from './schema-discounts.ts';
import type { IntegrationsSchema } from './schema-integrations.ts';
import type { ApiKeysSchema } from './schema-api-keys.ts';
import type { CommentsSchema } from './schema-comments.ts';
import type { EventsSchema } from './schema-events.ts';
import type { SearchSchema } from './schema-search.ts';
import type { PageTypesSchema } from './schema-page-types.ts';
import type { JobLeasesSchema } from './schema-job-leases.ts';
import type { TestPaymentsSchema } from './schema-test-payments.ts';
import type { PaymentsSchema } from './schema-payments.ts';
import type { OrderLineWorkColumns, OrderWorkColumns, OrderWorkSchema } from './schema-order-work.ts';
import type { ShippingTaxesSchema, VariantShippingColumns } from './schema-shipping-taxes.ts';
import type { ImportsSchema } from './schema-imports.ts';

/**
 * Table types for Kysely. One schema for SQLite and PostgreSQL, so the code has one path:
 * - ids are text (random UUIDs); every row carries `website_id`;
 * - booleans are integers 0/1 (SQLite has no boolean type);
 * - money is integer minor units; timestamps are epoch milliseconds (bigint in PostgreSQL, read back as
 *   numbers by the pool's INT8 parser);
 * - lists and small objects are JSON text (`*_json`), parsed by the repositories.
 */
export interface Schema extends StylesSchema, IntegrationsSchema, ApiKeysSchema, CommentsSchema, EventsSchema, SearchSchema, PageTypesSchema, JobLeasesSchema, TestPaymentsSchema, PaymentsSchema, OrderWorkSchema, ImportsSchema, DesignsSchema, DiscountsSchema, ShippingTaxesSchema {
  websites: WebsitesTable;
  website_hosts: WebsiteHostsTable;
  collections: CollectionsTable;
  items: ItemsTable;
  products: ProductsTable;
  media_files: MediaFilesTable;
  media_usage: MediaUsageTable;
  product_media: ProductMediaTable;
  variant_media: VariantMediaTable;
  variants: VariantsTable;
  forms: FormsTable;
  carts: CartsTable;
  cart_entries: CartEntriesTable;
  rate_limits: RateLimitsTable;
  contributors: ContributorsTable;
  owner_sessions: OwnerSessionsTable;
  stock_movements: StockMovementsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  outbox: OutboxTable;
  categories: CategoriesTable;
  site_content_settings: SiteContentSettingsTable;
  checkout_settings: CheckoutSettingsTable;
  cart_checkouts: CartCheckoutsTable;
  idempotency_keys: IdempotencyKeysTable;
  payments: PaymentsTable;
  gift_cards: GiftCardsTable;
  subscriptions: SubscriptionsTable;
  form_submissions: FormSubmissionsTable;
  submission_keys: SubmissionKeysTable;
  mailing_list: MailingListTable;
  captcha_settings: CaptchaSettingsTable;
  captcha_uses: CaptchaUsesTable;
  restock_signups: RestockSignupsTable;
  site_users: SiteUsersTable;
  site_user_sessions: SiteUserSessionsTable;
  site_user_tokens: SiteUserTokensTable;
  site_user_addresses: SiteUserAddressesTable;
  member_areas: MemberAreasTable;
  member_area_content: MemberAreaContentTable;
  memberships: MembershipsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_client_errors: AnalyticsClientErrorsTable;
  analytics_rollups_hourly: AnalyticsRollupsTable;
  analytics_rollups_daily: AnalyticsRollupsTable;
  performance_page_loads: PerformancePageLoadsTable;
  performance_records: PerformanceRecordsTable;
  performance_page_load_metrics: PerformancePageLoadMetricsTable;
  performance_histograms_daily: PerformanceHistogramsTable;
  performance_fixes_daily: PerformanceFixesTable;
  experiments: ExperimentsTable;
  experiment_assignments: ExperimentAssignmentsTable;
  recordings: RecordingsTable;
  recording_chunks: RecordingChunksTable;
  recording_carts: RecordingCartsTable;
  galleries: GalleriesTable;
  editor_documents: EditorDocumentsTable;
  editor_versions: EditorVersionsTable;
  taxonomy_terms: TaxonomyTermsTable;
  collection_sorts: CollectionSortsTable;
}

/** 0 or 1. */
export type Flag = number;

export interface WebsitesTable {
  id: string;
  name: string;
  is_default: Flag;
  currency: Generated<string>;
  time_zone: Generated<string>;
  /** JSON of `WebsiteSettings` (features/site/sites-repository.ts). */
  settings_json: Generated<string>;
  /** Bumped on any catalogue or stock change; the page cache keys on it. */
  content_version: Generated<number>;
  created_at: number;
  /** platform.md §3 website status (internal 6, paid 8 …; migration 0012): internal sites take experiment overrides. */
  status: Generated<number>;
}

export interface WebsiteHostsTable {
  /** Lower-case host name without port. */
  host: string;
  website_id: string;
}

export type CollectionType = 'page' | 'products' | 'blog';

export interface CollectionsTable {
  id: string;
  website_id: string;
  url_id: string;
  title: string;
  navigation_title: string;
  type: CollectionType;
  description: Generated<string>;
  body_html: Generated<string>;
  enabled: Generated<Flag>;
  /** Position in the main navigation; null = not in the navigation. */
  nav_index: number | null;
  created_at: number;
  /** 'published' (default), 'scheduled', 'needs-review', 'draft', 'private' (features/content/page-status.ts); migration 0003. */
  status: Generated<string>;
  /** Page settings of the editor (migration 0018). */
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  social_image_media_id: Generated<string | null>;
  /** Epoch ms a Scheduled page goes live; null otherwise. */
  publish_at: Generated<number | null>;
}

export interface ItemsTable {
  id: string;
  website_id: string;
  collection_id: string;
  url_id: string;
  /** 1 text (blog post), 11 store item (platform.md RecordType). */
  record_type: number;
  title: string;
  excerpt: Generated<string>;
  body_html: Generated<string>;
  author_name: string | null;
  published_at: number | null;
  main_image_url: string | null;
  /** 'WIDTHxHEIGHT'. */
  main_image_size: string | null;
  tags_json: Generated<string>;
  categories_json: Generated<string>;
  created_at: number;
  position: Generated<number>;
  /** A post's status, as a page's (migration 0018); products stay 'published'. */
  status: Generated<string>;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  social_image_media_id: Generated<string | null>;
  /** Epoch ms a Scheduled post goes live; null otherwise. */
  publish_at: Generated<number | null>;
}

export interface ProductsTable {
  item_id: string;
  website_id: string;
  /** PHYSICAL 1, DIGITAL 2, SERVICE 3, GIFT_CARD 4. */
  product_type: number;
  is_subscribable: Generated<Flag>;
  /** `{ billingPeriod: { value, unit }, numBillingCycles }` or null. */
  subscription_plan_json: string | null;
  use_custom_add_button_text: Generated<Flag>;
  custom_add_button_text: string | null;
  additional_fields_form_id: string | null;
  /** Option names in display order, e.g. ["Size","Colour"]. */
  variant_option_ordering_json: Generated<string>;
  /** Gift card denominations in minor units, or null. */
  gift_card_denominations_json: string | null;
}

export interface VariantsTable extends VariantShippingColumns {
  id: string;
  website_id: string;
  item_id: string;
  sku: string;
  price_cents: number;
  sale_price_cents: Generated<number>;
  on_sale: Generated<Flag>;
  qty_in_stock: Generated<number>;
  unlimited: Generated<Flag>;
  /** `{ OptionName: value }`. */
  attributes_json: Generated<string>;
  image_url: string | null;
  position: Generated<number>;
}

export interface FormsTable {
  id: string;
  website_id: string;
  name: Generated<string>;
  fields_json: Generated<string>;
  /** Migration 0005: the rest of the form model (storefront.md §3 Form). */
  parsed_submission_message: Generated<string>;
  submission_html: Generated<string>;
  success_redirect: Generated<string>;
  parsed_disclaimer_message: Generated<string>;
  captcha_enabled: Generated<Flag>;
  captcha_theme: Generated<string>;
  captcha_alignment: Generated<string>;
  is_newsletter: Generated<Flag>;
  double_opt_in: Generated<Flag>;
  notify_email: string | null;
  page_id: string | null;
  created_at: Generated<number>;
  updated_at: Generated<number>;
}

export interface CartsTable {
  id: string;
  website_id: string;
  /** Secret carried by the visitor's cookie. */
  token: string;
  currency: string;
  is_purchased: Generated<Flag>;
  order_id: string | null;
  created_at: number;
  updated_at: number;
  /** The visitor whose open cart this is (null once purchased); unique per site. */
  visitor_key: string | null;
  /** The signed-in customer whose cart this is (migration 0007): it follows the account across browsers. */
  site_user_id: string | null;
}

export interface CartEntriesTable {
  id: string;
  website_id: string;
  cart_id: string;
  item_id: string;
  variant_id: string;
  quantity: number;
  /** Canonical JSON (sorted keys) of the additional-fields answers, or '' for none. */
  additional_fields: Generated<string>;
  created_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** A person who may sign in to a site's dashboard (migration 0002). */
export interface ContributorsTable {
  id: string;
  website_id: string;
  /** Trimmed, lower-case; unique per site. */
  email: string;
  name: string;
  /** A `CONTRIBUTOR_ROLES` name, e.g. 'STORE_MANAGER'. */
  role: string;
  /** Argon2id PHC string; an owner not signed in since issue 28 may still have a former `scrypt$N$r$p$salt$hash`. */
  password_hash: string;
  created_at: number;
}

export interface OwnerSessionsTable {
  /** SHA-256 (hex) of the `plinth_owner` cookie's token. */
  id: string;
  contributor_id: string;
  website_id: string;
  created_at: number;
  expires_at: number;
}

export interface StockMovementsTable {
  id: string;
  website_id: string;
  variant_id: string;
  /** Who moved the stock; null for checkout or a removed contributor. */
  contributor_id: string | null;
  delta: number;
  qty_after: number;
  /** 'manual' (dashboard), 'order' (checkout) … */
  reason: string;
  created_at: number;
}

export interface OrdersTable extends OrderWorkColumns {
  id: string;
  website_id: string;
  /** 1, 2, 3 … per site. */
  order_number: number;
  purchased_cart_id: string | null;
  test_mode: Generated<Flag>;
  customer_email: string;
  currency: string;
  subtotal_cents: number;
  tax_cents: Generated<number>;
  shipping_cents: Generated<number>;
  discount_cents: Generated<number>;
  grand_total_cents: number;
  shipping_address_json: string | null;
  created_at: number;
  /** The customer account the order belongs to (migration 0007); null for a guest order not yet joined. */
  site_user_id: string | null;
}

export interface OrderItemsTable extends OrderLineWorkColumns {
  id: string;
  order_id: string;
  website_id: string;
  item_id: string;
  variant_id: string;
  sku: string;
  product_name: string;
  quantity: number;
  unit_price_cents: number;
  position: Generated<number>;
}

export type OutboxKind = 'order' | 'restock' | 'form' | 'gift-card' | 'other';
export type OutboxStatus = 'outbox' | 'sent' | 'failed';

export interface OutboxTable {
  id: string;
  website_id: string;
  kind: OutboxKind;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** 'outbox' without SMTP; 'sent' or 'failed' after an SMTP attempt. */
  status: Generated<OutboxStatus>;
  error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** Store categories (migration 0003); a store gets its ROOT category when it is created. */
export interface CategoriesTable {
  id: string;
  website_id: string;
  collection_id: string;
  display_name: string;
  /** Null for the ROOT category. */
  parent_category_id: string | null;
  /** 'ROOT'. */
  type: string;
  /** 'LIST_VIEW'. */
  page_rendering: string;
  display_index: number;
  created_at: number;
}

/** Per-site header and footer, languages and translation provider (migration 0003); null = defaults. */
export interface SiteContentSettingsTable {
  website_id: string;
  /** JSON of `SiteHeader` (features/content/header-footer.ts). */
  header_json: string | null;
  /** JSON of `SiteFooter`. */
  footer_json: string | null;
  /** JSON of `SiteLanguage[]` (features/content/languages.ts). */
  languages_json: string | null;
  /** Name of the translation provider ever connected, or null. */
  translation_provider: string | null;
  translation_connected: Generated<Flag>;
  updated_at: number;
}

/** Checkout settings of a site (migration 0004); JSON of the @plinth/commerce shapes. */
export interface CheckoutSettingsTable {
  website_id: string;
  /** JSON of `ShippingOption[]`. */
  shipping_options_json: Generated<string>;
  /** JSON of `TaxRule[]`. */
  tax_rules_json: Generated<string>;
  /** Unused since migration 0031 moved the coupons into `discounts` (features/discounts); '[]'. */
  coupons_json: Generated<string>;
  minimum_subtotal_cents: Generated<number>;
  updated_at: number;
}

/** What the visitor entered at checkout, one row per cart (migration 0004). */
export interface CartCheckoutsTable {
  cart_id: string;
  website_id: string;
  /** 'cart' | 'subscription' | 'gift-card'. */
  kind: Generated<string>;
  email: string | null;
  shipping_address_json: string | null;
  shipping_option_id: string | null;
  coupon_codes_json: Generated<string>;
  /** Canonical gift-card code the visitor applies. */
  gift_card_code: string | null;
  /** Gift-card delivery `{ recipientEmail, senderName, message }` of a 'gift-card' cart. */
  delivery_json: string | null;
  /** The payment in flight; null when none. */
  paying_payment_id: string | null;
  updated_at: number;
}

/** An idempotency key of a payment request (migration 0004); unique per site. */
export interface IdempotencyKeysTable {
  website_id: string;
  key: string;
  fingerprint: string;
  /** 'in-progress' | 'done'. */
  status: string;
  response_status: number | null;
  response_json: string | null;
  created_at: number;
  updated_at: number;
}

/** One payment attempt (migration 0004). */
export interface PaymentsTable {
  id: string;
  website_id: string;
  cart_id: string;
  /** 'pending' | 'succeeded' | 'failed'. */
  status: string;
  amount_cents: number;
  currency: string;
  provider: string;
  /** The provider's charge once it succeeded (the intent's id): from then on the payment is charged. */
  provider_payment_id: string | null;
  /** The provider's payment intent, recorded as soon as it is created (migration 0028). */
  intent_id: Generated<string | null>;
  /** Refunded through the provider (its webhook says how much in all). */
  refunded_cents: Generated<number>;
  /** When the buyer's bank opened a dispute; null: none. */
  disputed_at: Generated<number | null>;
  /** The card it was charged to, as the provider told it ('visa', '4242'); null when it did not (migration 0034). */
  card_brand: Generated<string | null>;
  card_last4: Generated<string | null>;
  test_mode: Generated<Flag>;
  failure_code: string | null;
  /** JSON `{ stock: [{ variantId, quantity, qtyAfter, unlimited }], order }`: what the payment took and the order it is for (read by the sweeper). */
  reserved_json: Generated<string>;
  gift_card_id: string | null;
  gift_card_cents: Generated<number>;
  order_id: string | null;
  access_token_hash: string | null;
  created_at: number;
  updated_at: number;
}

/** A gift card (migration 0004); the code is stored hashed. */
export interface GiftCardsTable {
  id: string;
  website_id: string;
  code_hash: string;
  code_last4: string;
  initial_cents: number;
  balance_cents: number;
  currency: string;
  order_id: string | null;
  recipient_email: string;
  created_at: number;
}

/** A subscription bought at checkout (migration 0004). */
export interface SubscriptionsTable {
  id: string;
  website_id: string;
  order_id: string;
  item_id: string;
  variant_id: string;
  sku: string;
  quantity: number;
  unit_price_cents: number;
  currency: string;
  customer_email: string;
  /** 'WEEK' | 'MONTH' | 'YEAR'. */
  billing_unit: string;
  billing_value: number;
  /** 0 = until cancelled. */
  num_billing_cycles: number;
  cycles_billed: number;
  /** Null once every cycle is billed. */
  next_billing_at: number | null;
  /** 'active' | 'completed' | 'cancelled'. */
  status: string;
  created_at: number;
  /** The customer account (migration 0007). */
  site_user_id: string | null;
  /** When the customer cancelled; billing stops, access lasts to the end of the paid period. */
  cancelled_at: number | null;
}

/** A stored form submission (migration 0005). */
export interface FormSubmissionsTable {
  id: string;
  website_id: string;
  form_id: string;
  /** JSON of the canonical answers (field id → answer), as given. */
  values_json: string;
  page_title: string;
  page_id: string;
  /** 'i' (item) or 'c' (collection). */
  content_source: string;
  page_path: string;
  /** The crumb of the visitor who submitted. */
  visitor_key: string;
  created_at: number;
}

/** A one-time form submission key (migration 0005). */
export interface SubmissionKeysTable {
  /** SHA-256 (hex) of the key. */
  key_hash: string;
  website_id: string;
  visitor_key: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type MailingListStatus = 'pending' | 'subscribed' | 'unsubscribed';

/** A newsletter address of a site (migration 0005). */
export interface MailingListTable {
  id: string;
  website_id: string;
  email: string;
  status: MailingListStatus;
  confirm_token_hash: string | null;
  confirm_expires_at: number | null;
  source_form_id: string | null;
  created_at: number;
  confirmed_at: number | null;
  updated_at: number;
}

/** Per-site captcha settings (migration 0005); no row = ALTCHA with a secret made on first use. */
export interface CaptchaSettingsTable {
  website_id: string;
  provider: Generated<string>;
  site_key: string | null;
  secret_key: string | null;
  verify_url: string | null;
  altcha_hmac_secret: string | null;
  updated_at: number;
}

/** A spent ALTCHA challenge, kept until it would have expired (migration 0005). */
export interface CaptchaUsesTable {
  website_id: string;
  challenge_id: string;
  expires_at: number;
}

export type RestockSignupStatus = 'waiting' | 'notified';

/** A visitor waiting for a sold-out variant (migration 0006); one per site, variant and e-mail. */
export interface RestockSignupsTable {
  id: string;
  website_id: string;
  item_id: string;
  variant_id: string;
  /** Trimmed, lower-case. */
  email: string;
  status: Generated<RestockSignupStatus>;
  join_mailing_list: Generated<Flag>;
  /** SHA-256 (hex) of the unsubscribe token e-mailed with the notice. */
  unsubscribe_token_hash: string | null;
  created_at: number;
  notified_at: number | null;
}

/** A customer account of one site (migration 0007). */
export interface SiteUsersTable {
  id: string;
  website_id: string;
  /** Trimmed, lower-case; unique per site. */
  email: string;
  name: Generated<string>;
  /** Argon2id PHC string; null for an account without a password (code sign-in only). */
  password_hash: string | null;
  email_verified_at: number | null;
  locale: string | null;
  created_at: number;
}

/** A signed-in customer's session (migration 0007). */
export interface SiteUserSessionsTable {
  /** SHA-256 (hex) of the session cookie's token. */
  id: string;
  site_user_id: string;
  website_id: string;
  /** The X-SiteUser-XSRF-Token value the client must send on writes. */
  xsrf_token: string;
  remember_me: Generated<Flag>;
  created_at: number;
  expires_at: number;
}

/** What a one-time token is for. */
export type SiteUserTokenPurpose = 'verify' | 'reset' | 'sign-in';

/** A single-use, expiring token sent by e-mail (migration 0007). */
export interface SiteUserTokensTable {
  /** SHA-256 (hex) of the secret in the e-mailed link. */
  id: string;
  website_id: string;
  site_user_id: string;
  purpose: SiteUserTokenPurpose;
  /** SHA-256 (hex) of the one-time code of a sign-in e-mail; null otherwise. */
  code_hash: string | null;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A saved address of a customer (migration 0007). */
export interface SiteUserAddressesTable {
  id: string;
  website_id: string;
  site_user_id: string;
  /** JSON of the checkout address fields. */
  address_json: string;
  is_default: Generated<Flag>;
  created_at: number;
}

/** A member area: content kept for members (migration 0007). */
export interface MemberAreasTable {
  id: string;
  website_id: string;
  name: string;
  description: Generated<string>;
  /** 'free' | 'paid'. */
  access_type: Generated<string>;
  /** The subscription product selling a paid membership. */
  item_id: string | null;
  created_at: number;
  updated_at: number;
}

/** A page, a collection or one item kept in a member area (migration 0007). */
export interface MemberAreaContentTable {
  id: string;
  website_id: string;
  member_area_id: string;
  collection_id: string;
  /** '' for the whole collection. */
  item_id: Generated<string>;
  created_at: number;
}

/** A customer's access to a member area (migration 0007). */
export interface MembershipsTable {
  id: string;
  website_id: string;
  member_area_id: string;
  site_user_id: string;
  /** 'free' | 'purchase' | 'manual'. */
  source: string;
  subscription_id: string | null;
  /** 'active' | 'cancelled' | 'revoked'. */
  status: Generated<string>;
  /** Access ends at this time; null = open-ended. */
  ends_at: number | null;
  created_at: number;
}

/** What caused an analytics event (migration 0009). */
export type AnalyticsEventKind = 'hit' | 'button-click' | 'button-render' | 'form-render' | 'overlay' | 'quick-view' | 'event';

/** How a visitor was counted: by the ss_cvr cookie's id, or by a daily-salted hash of site, address and user agent. */
export type AnalyticsCounting = 'cookie' | 'cookieless';

/** One raw analytics event (migration 0009); partitioned by month on PostgreSQL. */
export interface AnalyticsEventsTable {
  website_id: string;
  occurred_at: number;
  kind: AnalyticsEventKind;
  visitor_id: string;
  session_id: string | null;
  counting: AnalyticsCounting;
  path: Generated<string>;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  country: string | null;
  item_id: string | null;
  /** RecordEvent's `event`, or the clanker event's name. */
  event_name: string | null;
  /** 'CommerceShopping' | 'CommerceGatedContent' | 'Performance' for clanker events. */
  schema_name: string | null;
  /** The event's data (JSON), capped at ingestion. */
  data_json: string | null;
}

/** The salt of one site's cookieless visitor hashes for one UTC day (migration 0009). */
export interface AnalyticsSaltsTable {
  website_id: string;
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  salt: string;
}

/** A group of client errors on one page and release (migration 0009). */
export interface AnalyticsClientErrorsTable {
  id: string;
  website_id: string;
  /** SHA-256 (hex) of the message and the stack's top frame. */
  group_key: string;
  message: string;
  /** At most 5000 characters. */
  stack: Generated<string>;
  page_path: Generated<string>;
  release: Generated<string>;
  count: Generated<number>;
  first_seen_at: number;
  last_seen_at: number;
}

/** One rollup row: a site's figures over one bucket (hour or UTC day) for one dimension value (migration 0009). */
export interface AnalyticsRollupsTable {
  website_id: string;
  bucket_start: number;
  /** 'total' | 'page' | 'entry-page' | 'exit-page' | 'referrer' | 'utm-source' | 'utm-medium' | 'utm-campaign' | 'device' | 'browser' | 'os' | 'country' | 'product' | 'counting' … */
  dimension: string;
  /** '' for the 'total' dimension. */
  dimension_value: Generated<string>;
  visitors: Generated<number>;
  page_views: Generated<number>;
  sessions: Generated<number>;
  bounces: Generated<number>;
  /** Total visit duration of the bucket's sessions (ms). */
  duration_ms: Generated<number>;
  /** Sessions that reached each funnel step in order (product view → add to cart → checkout → purchase). */
  product_views: Generated<number>;
  adds_to_cart: Generated<number>;
  checkouts: Generated<number>;
  purchases: Generated<number>;
  /** Purchase events (a session may buy more than once); migration 0010. */
  orders: Generated<number>;
  revenue_cents: Generated<number>;
}

/** A feature toggle or A/B test of a site (migration 0012, features/experiments). */
export interface ExperimentsTable {
  id: string;
  website_id: string;
  name: string;
  experiment_type: 'FEATURE_TOGGLE' | 'AB_TEST';
  seed: string;
  /** JSON array of { name, value, weight }; the first is the control. */
  variants_json: string;
  goal: 'add_to_cart' | 'purchase' | 'form_submission' | 'page_view';
  goal_path: string | null;
  status: 'draft' | 'running' | 'stopped' | 'rolled_out';
  /** The rolled-out variant's name. */
  winner: string | null;
  created_at: number;
  started_at: number | null;
  stopped_at: number | null;
}

/** A visitor's variant of an experiment, fixed at their first exposure (migration 0012). */
export interface ExperimentAssignmentsTable {
  experiment_id: string;
  visitor_id: string;
  website_id: string;
  variant: string;
  assigned_at: number;
}

/** A recorded visit (migration 0013, features/recordings). */
export interface RecordingsTable {
  id: string;
  website_id: string;
  /** The ss_cvr visitor id; null for a cookieless visitor. */
  visitor_id: string | null;
  first_page: string;
  /** JSON array of the paths visited, in order. */
  pages_json: Generated<string>;
  started_at: number;
  /** When the last batch or page arrived. */
  ended_at: number;
  /** The first and last event's own timestamps (the browser's clock). */
  first_event_at: number | null;
  last_event_at: number | null;
  duration_ms: Generated<number>;
  event_count: Generated<number>;
  chunk_count: Generated<number>;
  /** Decompressed bytes of its chunks. */
  stored_bytes: Generated<number>;
}

/** One batch of a recording's rrweb events, in order (migration 0013). */
export interface RecordingChunksTable {
  recording_id: string;
  seq: number;
  website_id: string;
  received_at: number;
  /** JSON array of rrweb events, checked and with form values masked. */
  events_json: string;
}

/** A cart a recorded visit used: an order of it means the visit bought something (migration 0013). */
export interface RecordingCartsTable {
  recording_id: string;
  cart_id: string;
}

/** A page load the performance settings route issued an id for (migration 0011). */
export interface PerformancePageLoadsTable {
  id: string;
  website_id: string;
  created_at: number;
  path: Generated<string>;
  /** e.g. 'content-item:products', 'main-content:blog', 'page'. */
  template: string;
  /** 'mobile' (viewport ≤ 432 px) | 'desktop'. */
  device: string;
  /** Records accepted for it so far. */
  records: Generated<number>;
}

/** A metric already counted for a page load: it counts once however often sent (migration 0017). */
export interface PerformancePageLoadMetricsTable {
  page_load_id: string;
  metric: string;
}

/** One raw performance record (migration 0011; on PostgreSQL partitioned by month of occurred_at since 0017). */
export interface PerformanceRecordsTable {
  website_id: string;
  page_load_id: string;
  occurred_at: number;
  /** A metric name or 'page-speed' | 'image' | 'user-timing'. */
  event: string;
  /** The metric's name for metrics (one per page load), else null. */
  metric: string | null;
  value: number | null;
  /** 'good' | 'needs-improvement' | 'poor' for metrics. */
  rating: string | null;
  template: string;
  device: string;
  path: Generated<string>;
  app: string;
  data_json: string;
}

/** A daily histogram bucket of one metric per template and device (migration 0011). */
export interface PerformanceHistogramsTable {
  website_id: string;
  day: number;
  metric: string;
  template: string;
  device: string;
  /** The value to 3 significant digits (ms; CLS in thousandths). */
  bucket: number;
  samples: Generated<number>;
  good: Generated<number>;
  needs_improvement: Generated<number>;
  poor: Generated<number>;
}

/** A day's count of page loads an attribution target took part in, by rating (migration 0011). */
export interface PerformanceFixesTable {
  website_id: string;
  day: number;
  metric: string;
  /** 'lcp-element' | 'lcp-resource' | 'shift-target' | 'interaction-target'. */
  kind: string;
  target: string;
  samples: Generated<number>;
  needs_improvement: Generated<number>;
  poor: Generated<number>;
}

/** A gallery block: its items and settings as JSON (migration 0015, features/galleries). */
export interface GalleriesTable {
  id: string;
  website_id: string;
  title: string;
  /** JSON of every gallery setting (platform.md §3; inapplicable ones null). */
  settings_json: string;
  /** JSON array of { mediaId, mediaType, title, caption, link }, in order (at most 50). */
  items_json: string;
  created_at: number;
  updated_at: number;
}

/** A media library file (migration 0014, features/media). */
export interface MediaFilesTable {
  id: string;
  website_id: string;
  file_name: string;
  /** Lower-cased file name and alt text, searched with LIKE. */
  search_text: string;
  content_type: string;
  size: number;
  version: Generated<number>;
  width: number | null;
  height: number | null;
  /** JSON { topLeft, topRight, bottomLeft, bottomRight, center } of #rrggbb averages. */
  color_data_json: string | null;
  focal_x: number | null;
  focal_y: number | null;
  alt_text: Generated<string>;
  /** processing | ready | failed */
  status: string;
  status_message: string | null;
  processing_started_at: number | null;
  /** A seeded picture's drawing name (seed/make-images.ts), rendered into storage when first needed. */
  seed_source: string | null;
  created_at: number;
  updated_at: number;
}

/** Where a media file is used: written by the features that use files (recordMediaUsage). */
export interface MediaUsageTable {
  media_id: string;
  website_id: string;
  /** page | post | product | gallery */
  kind: string;
  ref_id: string;
  title: Generated<string>;
}

/** A product's photo: a library file at a position (migration 0016, features/catalog; position 0 is the main image). */
export interface ProductMediaTable {
  product_id: string;
  media_id: string;
  website_id: string;
  position: number;
}

/** The library file a variant shows (migration 0016, features/catalog). */
export interface VariantMediaTable {
  variant_id: string;
  media_id: string;
  website_id: string;
}

/** The draft and published document of a page, post or product (migration 0018, features/editor). */
export interface EditorDocumentsTable {
  website_id: string;
  /** 'pages' (a collections row) | 'posts' | 'products' (items rows). */
  target_kind: string;
  target_id: string;
  /** JSON of the @plinth/api EditorDocument. */
  draft_json: string;
  /** Bumped by every save; saves and publishes name the revision they were made from. */
  revision: number;
  saved_at: number;
  saved_by: string | null;
  published_json: string | null;
  published_revision: number | null;
  published_at: number | null;
}

/** A published version of a document, kept to be restored (migration 0018). */
export interface EditorVersionsTable {
  id: string;
  website_id: string;
  target_kind: string;
  target_id: string;
  revision: number;
  document_json: string;
  block_count: number;
  published_at: number;
  /** The publisher's name (or e-mail) at the time. */
  published_by: string | null;
}

/** A name of a blog's or store's tag or category list (migration 0019, features/taxonomy). */
export interface TaxonomyTermsTable {
  id: string;
  website_id: string;
  collection_id: string;
  /** 'tags' | 'categories' */
  kind: string;
  name: string;
  /** Lower-case name: unique per collection and kind. */
  name_key: string;
  created_at: number;
}

/** How a blog, store or gallery is ordered on the storefront (migration 0019, features/taxonomy); no row = unsorted. */
export interface CollectionSortsTable {
  website_id: string;
  /** A collection id (blog or store) or a gallery id. */
  target_id: string;
  /** 'title' | 'date' | 'price' */
  field: string;
  /** 'asc' | 'desc' */
  direction: string;
  updated_at: number;
}
