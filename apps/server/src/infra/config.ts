import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { jobLeaseFromEnv, workersFromEnv } from './cluster/workers-config.ts';
import { integrationsFromEnv, type IntegrationsConfig } from './integrations-config.ts';
import { mapsFromEnv, type MapsConfig } from './maps-config.ts';
import { MIN_PASSPHRASE_LENGTH } from './secrets/secret-box.ts';
import { servingFromEnv, type ServingConfig } from './serving-config.ts';

/** A rate limit: at most `limit` calls per visitor in `windowMs`. */
export interface LimitSetting {
  limit: number;
  windowMs: number;
}

/** Rate limits the operator may tune. */
export interface RateLimits {
  /** Add-to-cart calls per visitor. @default 30 per 10 s */
  addToCart: LimitSetting;
}

/**
 * The first dashboard admin, created on start when the default site has no contributor: the demo's
 * (`admin@plinth.local` / `plinth-demo`) with PLINTH_DEMO, else only when the operator sets both
 * PLINTH_ADMIN_EMAIL and PLINTH_ADMIN_PASSWORD (without them the owner is made on the setup screen).
 */
export interface AdminSetting {
  email: string;
  password: string;
  /** True when both are the demo defaults (then they are printed at start). */
  defaults: boolean;
}

/** The demo store's customer account, seeded with the demo store (a member of its Members area). */
export interface DemoCustomerSetting {
  email: string;
  password: string;
  /** True when the password is the demo default (then it is printed at start). */
  defaults: boolean;
}

/**
 * Process configuration. Read once from the environment by {@link readConfig} in `cli.ts` and
 * passed down; no other module reads `process.env`.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  logLevel: string;
  production: boolean;
  /** PLINTH_DEMO: seed the demo store, its customer and the demo admin on first start. @default false */
  demo: boolean;
  /** The first admin {@link adminFromEnv} made of the environment; undefined: none (the setup screen makes the owner). */
  admin: AdminSetting | undefined;
  demoCustomer: DemoCustomerSetting;
  limits: RateLimits;
  /** How often today's analytics are rolled up for the dashboard. @default 60 000 ms */
  analyticsRollupEveryMs: number;
  /** Processes serving the port, PLINTH_WORKERS or `--workers` ({@link workersFromEnv}). @default 1 (no cluster) */
  workers: number;
  /** How long the process running the scheduled jobs holds them unrenewed, PLINTH_JOB_LEASE_MS ({@link jobLeaseFromEnv}). @default 30 000 ms */
  jobLeaseMs: number;
  /** The GeoLite2 country database (.mmdb) analytics reads visitors' countries from; undefined: none. */
  geoipDb: string | undefined;
  /** PLINTH_THEME: the theme folder (with template.conf: the developer platform's layout; docs/developer-themes.md). @default themes/default */
  themeDir: string | undefined;
  /** Where media library files go and how big an upload may be. */
  media: MediaConfig;
  /** Webhooks to loopback (tests), the Mailchimp stand-in ({@link integrationsFromEnv}). */
  integrations: IntegrationsConfig;
  /** The maps proxy's geocoder, PLINTH_PHOTON_URL ({@link mapsFromEnv}). */
  maps: MapsConfig;
  /** PLINTH_SECRET_KEY: seals stored provider keys and signing secrets (infra/secrets; decisions/0012). */
  secretKey: string | undefined;
  /** PLINTH_SECRET_KEY_PREVIOUS: the key before a rotation, still accepted to open ({@link secretKeyFromEnv}). */
  previousSecretKey: string | undefined;
  /** Scheduled backups to the media bucket ({@link backupScheduleFromEnv}); undefined: none. */
  backup: BackupScheduleConfig | undefined;
  /** Behind a proxy, the canonical address and the metrics token ({@link servingFromEnv}). */
  serving: ServingConfig;
}

/** An S3-compatible bucket for media files (`PLINTH_S3_*`). */
export interface S3Config {
  bucket: string;
  /** A non-AWS endpoint (MinIO, R2, s3rver…); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own credential chain (instance roles and so on). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name (most S3-compatible servers want it). */
  forcePathStyle: boolean;
}

/** Media storage: a folder by default, an S3-compatible bucket when `PLINTH_S3_BUCKET` is set. */
export interface MediaConfig {
  /** The folder files go to when there is no bucket. @default DATA_DIR/media */
  dir: string;
  s3: S3Config | undefined;
  /** The upload size cap in bytes. @default 20 MB */
  maxUploadBytes: number;
}

/** The upload cap when `PLINTH_MEDIA_MAX_UPLOAD_BYTES` is unset (20 MB in 1024 units). */
export const DEFAULT_MEDIA_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The first admin's e-mail when `PLINTH_ADMIN_EMAIL` is unset. */
export const DEFAULT_ADMIN_EMAIL = 'admin@plinth.local';
/** The first admin's password when `PLINTH_ADMIN_PASSWORD` is unset (a demo default; set your own). */
export const DEFAULT_ADMIN_PASSWORD = 'plinth-demo';

/** The demo customer's e-mail when `PLINTH_DEMO_CUSTOMER_EMAIL` is unset. */
export const DEFAULT_DEMO_CUSTOMER_EMAIL = 'customer@plinth.local';
/** The demo customer's password when `PLINTH_DEMO_CUSTOMER_PASSWORD` is unset (a demo default; set your own). */
export const DEFAULT_DEMO_CUSTOMER_PASSWORD = 'plinth-demo-customer';

/** The rollup cadence when `PLINTH_ANALYTICS_ROLLUP_MS` is unset: the dashboard is at most a minute behind. */
export const DEFAULT_ANALYTICS_ROLLUP_MS = 60_000;

/** The defaults of {@link RateLimits}. */
export const DEFAULT_LIMITS: RateLimits = Object.freeze({ addToCart: { limit: 30, windowMs: 10_000 } });

/** The GeoLite2 country database of `@ip-location-db/geolite2-country-mmdb`, when that package is installed. */
export function bundledGeoipDb(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb');
  } catch {
    return undefined;
  }
}

/**
 * `PLINTH_GEOIP_DB`: the path of a GeoLite2-Country (or compatible) .mmdb file; unset, the bundled
 * one if installed; `off`, none (no visitor's country is looked up).
 */
export function geoipDbFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.PLINTH_GEOIP_DB;
  if (raw === undefined || raw === '') return bundledGeoipDb();
  if (raw === 'off') return undefined;
  const file = path.resolve(raw);
  if (!existsSync(file)) throw new Error(`PLINTH_GEOIP_DB must name a GeoLite2 country database (.mmdb) or be 'off', not '${raw}' (no such file)`);
  return file;
}

/**
 * The media settings: PLINTH_MEDIA_MAX_UPLOAD_BYTES, and PLINTH_S3_BUCKET with PLINTH_S3_ENDPOINT,
 * PLINTH_S3_REGION (us-east-1), PLINTH_S3_ACCESS_KEY_ID / PLINTH_S3_SECRET_ACCESS_KEY (both or
 * neither) and PLINTH_S3_FORCE_PATH_STYLE (true with an endpoint).
 */
export function mediaFromEnv(env: NodeJS.ProcessEnv, dataDir: string): MediaConfig {
  const maxUploadBytes = wholeNumber(env, 'PLINTH_MEDIA_MAX_UPLOAD_BYTES', DEFAULT_MEDIA_MAX_UPLOAD_BYTES);
  if (maxUploadBytes < 1024) throw new Error(`PLINTH_MEDIA_MAX_UPLOAD_BYTES must be at least 1024, not '${env.PLINTH_MEDIA_MAX_UPLOAD_BYTES}'`);
  const bucket = env.PLINTH_S3_BUCKET || undefined;
  let s3: S3Config | undefined;
  if (bucket) {
    const endpoint = env.PLINTH_S3_ENDPOINT || undefined;
    if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`PLINTH_S3_ENDPOINT must be an http:// or https:// URL, not '${endpoint}'`);
    const accessKeyId = env.PLINTH_S3_ACCESS_KEY_ID || undefined;
    const secretAccessKey = env.PLINTH_S3_SECRET_ACCESS_KEY || undefined;
    if (!accessKeyId !== !secretAccessKey) throw new Error('PLINTH_S3_ACCESS_KEY_ID and PLINTH_S3_SECRET_ACCESS_KEY must be set together');
    const pathStyle = env.PLINTH_S3_FORCE_PATH_STYLE;
    if (pathStyle && pathStyle !== 'true' && pathStyle !== 'false') throw new Error(`PLINTH_S3_FORCE_PATH_STYLE must be true or false, not '${pathStyle}'`);
    s3 = {
      bucket,
      endpoint,
      region: env.PLINTH_S3_REGION || 'us-east-1',
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== undefined,
    };
  }
  return { dir: path.join(dataDir, 'media'), s3, maxUploadBytes };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`${name} must be a whole number from 0 to ${max}, not '${raw}'`);
  return value;
}

/** The shortest first-admin password a production start accepts (as the customers' and the setup screen's). */
export const MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH = 10;

/**
 * `PLINTH_DEMO`: `1` or `true` serves the demo store; unset, empty, `0` or `false` starts an empty
 * site (the setup screen makes its owner).
 */
export function demoFromEnv(env: NodeJS.ProcessEnv): boolean {
  const raw = env.PLINTH_DEMO;
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (raw === '1' || raw === 'true') return true;
  throw new Error(`PLINTH_DEMO must be 1 or true (the demo store), or 0 or false, not '${raw}'`);
}

/**
 * The first admin's credentials from `PLINTH_ADMIN_EMAIL` and `PLINTH_ADMIN_PASSWORD`. With the demo,
 * the demo defaults fill in what is unset; without it, both must be set (or neither: no admin, the
 * setup screen makes the owner), and in production the password must be at least 10 characters.
 */
export function adminFromEnv(env: NodeJS.ProcessEnv, options: { demo: boolean; production?: boolean } = { demo: true }): AdminSetting | undefined {
  const email = env.PLINTH_ADMIN_EMAIL || undefined;
  const password = env.PLINTH_ADMIN_PASSWORD || undefined;
  if (!options.demo && !email && !password) return undefined;
  if (!options.demo && (!email || !password)) throw new Error('PLINTH_ADMIN_EMAIL and PLINTH_ADMIN_PASSWORD must be set together (or neither: the setup screen at /config makes the owner)');
  if (options.production && password && password.length < MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`PLINTH_ADMIN_PASSWORD must be at least ${MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH} characters in production`);
  }
  return { email: email ?? DEFAULT_ADMIN_EMAIL, password: password ?? DEFAULT_ADMIN_PASSWORD, defaults: !password };
}

/**
 * `PLINTH_SECRET_KEY` or `PLINTH_SECRET_KEY_PREVIOUS`: 32 bytes as 64 hex characters or base64, or a
 * passphrase of at least 16 characters (see infra/secrets/secret-box.ts); unset: undefined.
 */
export function secretKeyFromEnv(env: NodeJS.ProcessEnv, name: 'PLINTH_SECRET_KEY' | 'PLINTH_SECRET_KEY_PREVIOUS'): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (raw.length < MIN_PASSPHRASE_LENGTH) throw new Error(`${name} must be 32 random bytes (64 hex characters or base64, e.g. \`openssl rand -base64 32\`) or a passphrase of at least ${MIN_PASSPHRASE_LENGTH} characters`);
  return raw;
}

/** Backups `plinth start` writes to the media bucket on a schedule. */
export interface BackupScheduleConfig {
  everyMs: number;
  /** The object key prefix. @default backups/ */
  prefix: string;
}

/**
 * `PLINTH_BACKUP_EVERY` (`30m`, `6h`, `1d`: at least 1m) and `PLINTH_BACKUP_S3_PREFIX` (`backups/`):
 * scheduled backups go to the media bucket, so PLINTH_S3_BUCKET must be set too.
 */
export function backupScheduleFromEnv(env: NodeJS.ProcessEnv, media: MediaConfig): BackupScheduleConfig | undefined {
  const raw = env.PLINTH_BACKUP_EVERY?.trim();
  if (!raw) return undefined;
  const match = /^(\d+)(m|h|d)$/.exec(raw);
  if (!match || Number(match[1]) < 1) throw new Error(`PLINTH_BACKUP_EVERY must be a number of minutes, hours or days (30m, 6h, 1d), not '${raw}'`);
  if (!media.s3) throw new Error('PLINTH_BACKUP_EVERY writes backups to the media bucket: set PLINTH_S3_BUCKET too (or run `plinth backup` from a timer)');
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'm' | 'h' | 'd'];
  return { everyMs: Number(match[1]) * unit, prefix: env.PLINTH_BACKUP_S3_PREFIX ?? 'backups/' };
}

/** The demo customer's credentials from `PLINTH_DEMO_CUSTOMER_EMAIL` and `PLINTH_DEMO_CUSTOMER_PASSWORD`. */
export function demoCustomerFromEnv(env: NodeJS.ProcessEnv): DemoCustomerSetting {
  const password = env.PLINTH_DEMO_CUSTOMER_PASSWORD || DEFAULT_DEMO_CUSTOMER_PASSWORD;
  if (password.length < 10) throw new Error('PLINTH_DEMO_CUSTOMER_PASSWORD must be at least 10 characters');
  return {
    email: (env.PLINTH_DEMO_CUSTOMER_EMAIL || DEFAULT_DEMO_CUSTOMER_EMAIL).trim().toLowerCase(),
    password,
    defaults: !env.PLINTH_DEMO_CUSTOMER_PASSWORD,
  };
}

/**
 * Reads PORT (3000), HOST (localhost), DATA_DIR (./data), DATABASE_URL, SMTP_URL, LOG_LEVEL (warn),
 * NODE_ENV, PLINTH_DEMO, PLINTH_ADMIN_EMAIL / PLINTH_ADMIN_PASSWORD, PLINTH_DEMO_CUSTOMER_EMAIL /
 * PLINTH_DEMO_CUSTOMER_PASSWORD and PLINTH_ADD_TO_CART_LIMIT /
 * PLINTH_ADD_TO_CART_WINDOW_MS (30 per 10 000 ms), PLINTH_ANALYTICS_ROLLUP_MS (60 000), PLINTH_WORKERS (1) and PLINTH_JOB_LEASE_MS (30 000),
 * PLINTH_GEOIP_DB (the bundled GeoLite2 country database), the media settings ({@link mediaFromEnv}). Throws with a readable message on a bad value.
 * @param env the environment, `process.env` by default
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const media = mediaFromEnv(env, dataDir);
  const production = env.NODE_ENV === 'production';
  const demo = demoFromEnv(env);
  return {
    port: wholeNumber(env, 'PORT', 3000, 65535),
    host: env.HOST || 'localhost',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    logLevel: env.LOG_LEVEL || 'warn',
    production,
    demo,
    admin: adminFromEnv(env, { demo, production }),
    demoCustomer: demoCustomerFromEnv(env),
    limits: {
      addToCart: {
        limit: wholeNumber(env, 'PLINTH_ADD_TO_CART_LIMIT', DEFAULT_LIMITS.addToCart.limit),
        windowMs: wholeNumber(env, 'PLINTH_ADD_TO_CART_WINDOW_MS', DEFAULT_LIMITS.addToCart.windowMs),
      },
    },
    analyticsRollupEveryMs: Math.max(1000, wholeNumber(env, 'PLINTH_ANALYTICS_ROLLUP_MS', DEFAULT_ANALYTICS_ROLLUP_MS)),
    workers: workersFromEnv(env),
    jobLeaseMs: jobLeaseFromEnv(env),
    geoipDb: geoipDbFromEnv(env),
    themeDir: env.PLINTH_THEME ? path.resolve(env.PLINTH_THEME) : undefined,
    media,
    integrations: integrationsFromEnv(env),
    maps: mapsFromEnv(env),
    secretKey: secretKeyFromEnv(env, 'PLINTH_SECRET_KEY'),
    previousSecretKey: secretKeyFromEnv(env, 'PLINTH_SECRET_KEY_PREVIOUS'),
    backup: backupScheduleFromEnv(env, media),
    serving: servingFromEnv(env),
  };
}
