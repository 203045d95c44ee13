import { sql, type Kysely, type Selectable } from 'kysely';
import { hotQuery } from '../../infra/database/hot-query.ts';
import { newId } from '../../infra/database/ids.ts';
import { inTransaction } from '../../infra/database/transaction.ts';
import { parseJson } from '../../infra/database/json.ts';
import type { Schema, WebsitesTable } from '../../infra/database/schema.ts';

/** Store settings of a website (platform.md §3 Website settings, storefront.md §2). */
export interface StoreSettings {
  /** Add to cart goes straight to checkout. */
  expressCheckout: boolean;
  /** Services show a quantity input (platform.md §5: default allowed). */
  multipleQuantityAllowedForServices: boolean;
  /** The site replaces the pill cart with its own. */
  customCart: boolean;
  /** Restock sign-up success text; null = the default 'Signed up!'. */
  restockSuccessText: string | null;
}

/** Settings stored as JSON on the website row; missing keys take these defaults. */
export interface WebsiteSettings {
  storeSettings: StoreSettings;
  useCLDRMoneyFormat: boolean;
  commentsEnabled: boolean;
  simpleLikingEnabled: boolean;
  disqusShortname: string | null;
  captchaSettings: { siteKey: string | null };
  shareButtonOptions: Record<string, boolean>;
  /** Raw analytics events older than this many days are deleted (the hourly and daily rollups stay). */
  analyticsRetentionDays: number;
  /**
   * 'restrictive': visitors are asked before the analytics cookies (ss_cvr, ss_cvt, …) are set and
   * are counted without cookies until they accept; 'permissive': no banner.
   */
  cookiePolicy: 'permissive' | 'restrictive';
}

/** The defaults for every setting. */
export const DEFAULT_WEBSITE_SETTINGS: WebsiteSettings = Object.freeze({
  storeSettings: {
    expressCheckout: false,
    multipleQuantityAllowedForServices: true,
    customCart: false,
    restockSuccessText: null,
  },
  useCLDRMoneyFormat: true,
  commentsEnabled: false,
  simpleLikingEnabled: false,
  disqusShortname: null,
  captchaSettings: { siteKey: null },
  shareButtonOptions: {},
  analyticsRetentionDays: 90,
  cookiePolicy: 'permissive',
});

/** A website row, decoded. */
export interface Website {
  id: string;
  name: string;
  isDefault: boolean;
  currency: string;
  timeZone: string;
  settings: WebsiteSettings;
  contentVersion: number;
  createdAt: number;
  /**
   * Set when the site was found by a request's Host ({@link findWebsiteByHost}): null when that Host
   * is one of the site's own (links may name it), else the site's own host that links name instead —
   * the default site answers any Host, and a link built from a stranger's Host (a password reset, a
   * share URL in a cached page) would lead visitors to the stranger.
   */
  linkHost?: string | null;
}

/** Merges stored settings over the defaults (one level deep for the nested groups). */
export function decodeSettings(json: string): WebsiteSettings {
  const stored = parseJson<Partial<WebsiteSettings>>(json, {});
  const d = DEFAULT_WEBSITE_SETTINGS;
  return {
    ...d,
    ...stored,
    storeSettings: { ...d.storeSettings, ...stored.storeSettings },
    captchaSettings: { ...d.captchaSettings, ...stored.captchaSettings },
    shareButtonOptions: { ...d.shareButtonOptions, ...stored.shareButtonOptions },
  };
}

function toWebsite(row: Selectable<WebsitesTable>): Website {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.is_default === 1,
    currency: row.currency,
    timeZone: row.time_zone,
    settings: decodeSettings(row.settings_json),
    contentVersion: Number(row.content_version),
    createdAt: Number(row.created_at),
  };
}

/** Lower-cases a Host header and drops the port ('Shop.Example.com:8080' → 'shop.example.com'). */
export function normalizeHost(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1); // IPv6 literal
  const colon = h.indexOf(':');
  return colon === -1 ? h : h.slice(0, colon);
}

const websiteByHost = hotQuery((db: Kysely<Schema>, host: string) =>
  db
    .selectFrom('website_hosts as h')
    .innerJoin('websites as w', 'w.id', 'h.website_id')
    .selectAll('w')
    .where('h.host', '=', host),
);

const defaultWebsite = hotQuery((db: Kysely<Schema>) =>
  db.selectFrom('websites').selectAll().where('is_default', '=', 1).limit(1),
);

/**
 * The website a Host header names, else the default website (which answers any unknown host); null
 * when there is neither. One primary-key lookup on website_hosts, then (for unknown hosts) one on
 * the default site: both compiled once, because this runs on every request.
 */
export async function findWebsiteByHost(db: Kysely<Schema>, host: string): Promise<Website | null> {
  const [row] = await websiteByHost(db, normalizeHost(host));
  if (row) return { ...toWebsite(row), linkHost: null };
  const [fallback] = await defaultWebsite(db);
  return fallback ? { ...toWebsite(fallback), linkHost: await ownLinkHost(db, fallback.id) } : null;
}

const IP_LITERAL = /^(\[.*\]|[\d.]+)$/;

/** The host links of a site name for a stranger's Host: its first name (before IP literals); null without hosts. */
async function ownLinkHost(db: Kysely<Schema>, websiteId: string): Promise<string | null> {
  const hosts = (await db.selectFrom('website_hosts').select('host').where('website_id', '=', websiteId).orderBy('host').execute()).map((h) => h.host);
  return hosts.find((host) => !IP_LITERAL.test(host)) ?? hosts[0] ?? null;
}

/** The website with this id, or null. */
export async function getWebsite(db: Kysely<Schema>, id: string): Promise<Website | null> {
  const row = await db.selectFrom('websites').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toWebsite(row) : null;
}

/**
 * Sets some of a site's settings, keeping the others as stored (unknown keys included); returns the
 * decoded settings after the write, or null for an unknown site. A compare-and-set on the stored
 * JSON, retried when another write changed it in between, so two owners saving different settings
 * at once both keep their change. Call it through `changeContent` when pages show the setting.
 */
export async function updateWebsiteSettings(db: Kysely<Schema>, websiteId: string, changes: Partial<WebsiteSettings>): Promise<WebsiteSettings | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await db.selectFrom('websites').select('settings_json').where('id', '=', websiteId).executeTakeFirst();
    if (!row) return null;
    const next = JSON.stringify({ ...parseJson<Record<string, unknown>>(row.settings_json, {}), ...changes });
    const result = await db.updateTable('websites').set({ settings_json: next }).where('id', '=', websiteId).where('settings_json', '=', row.settings_json).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return decodeSettings(next);
  }
  throw new Error(`The settings of site ${websiteId} kept changing under the write`);
}

/** A site's name (its title on every page), store currency and time zone, as the setup screen sets them. */
export interface WebsiteIdentity {
  name: string;
  currency: string;
  timeZone: string;
}

/**
 * Sets a site's name, currency and time zone. Pages show the name: call it through `changeContent`.
 * On PostgreSQL the update locks the site's row until the transaction ends, so a caller that checks
 * something of the site after it (the setup: "no owner yet") is alone doing so.
 * @returns false for an unknown site
 */
export async function setWebsiteIdentity(db: Kysely<Schema>, websiteId: string, identity: WebsiteIdentity): Promise<boolean> {
  const result = await db.updateTable('websites').set({ name: identity.name, currency: identity.currency, time_zone: identity.timeZone }).where('id', '=', websiteId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks the site's content as changed, so cached pages of the old version are dropped. Only
 * `changeContent` (content-change.ts) calls it, in the transaction of the write.
 */
export async function bumpContentVersion(db: Kysely<Schema>, websiteId: string): Promise<void> {
  await db
    .updateTable('websites')
    .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
    .where('id', '=', websiteId)
    .execute();
}

/** Input of {@link createWebsite}. */
export interface NewWebsite {
  name: string;
  isDefault?: boolean;
  currency?: string;
  timeZone?: string;
  settings?: Partial<WebsiteSettings>;
  /** Host names this site answers (normalised). */
  hosts?: string[];
  now?: number;
}

/** Creates a website and its host names; returns it. Making it default clears the old default. */
export async function createWebsite(db: Kysely<Schema>, input: NewWebsite): Promise<Website> {
  const id = newId();
  await inTransaction(db, async (tx) => {
    if (input.isDefault) await tx.updateTable('websites').set({ is_default: 0 }).where('is_default', '=', 1).execute();
    await tx
      .insertInto('websites')
      .values({
        id,
        name: input.name,
        is_default: input.isDefault ? 1 : 0,
        currency: input.currency ?? 'USD',
        time_zone: input.timeZone ?? 'America/New_York',
        settings_json: JSON.stringify(input.settings ?? {}),
        created_at: input.now ?? Date.now(),
      })
      .execute();
    for (const host of new Set((input.hosts ?? []).map(normalizeHost))) {
      await tx.insertInto('website_hosts').values({ host, website_id: id }).execute();
    }
  });
  return (await getWebsite(db, id)) as Website;
}
