import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledGeoipDb, DEFAULT_LIMITS, DEFAULT_MEDIA_MAX_UPLOAD_BYTES, readConfig } from './config.ts';

describe('readConfig', () => {
  it('has the defaults of the README', () => {
    const config = readConfig({});
    expect(config).toEqual({
      port: 3000,
      host: 'localhost',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'warn',
      production: false,
      demo: false,
      admin: undefined,
      demoCustomer: { email: 'customer@plinth.local', password: 'plinth-demo-customer', defaults: true },
      limits: DEFAULT_LIMITS,
      analyticsRollupEveryMs: 60_000,
      workers: 1,
      jobLeaseMs: 30_000,
      geoipDb: bundledGeoipDb(),
      media: { dir: path.resolve('data', 'media'), s3: undefined, maxUploadBytes: DEFAULT_MEDIA_MAX_UPLOAD_BYTES },
      integrations: { allowLoopbackWebhooks: false, mailchimpBaseUrl: undefined, deliveryEveryMs: 2000 },
      maps: { photonUrl: undefined },
      serving: { trustProxy: false, siteUrl: undefined, metricsToken: undefined },
      secretKey: undefined,
      previousSecretKey: undefined,
    });
    // The bundled GeoLite2 country database is installed with the server.
    expect(bundledGeoipDb()).toMatch(/geolite2-country\.mmdb$/);
    expect(DEFAULT_LIMITS.addToCart).toEqual({ limit: 30, windowMs: 10_000 });
  });

  it('reads every variable once', () => {
    const config = readConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/plinth',
      DATABASE_URL: 'postgres://x@127.0.0.1/db',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      PLINTH_ADMIN_EMAIL: 'me@shop.test',
      PLINTH_ADMIN_PASSWORD: 'a long secret',
      PLINTH_DEMO_CUSTOMER_EMAIL: 'Buyer@Shop.test',
      PLINTH_DEMO_CUSTOMER_PASSWORD: 'another long secret',
      PLINTH_ADD_TO_CART_LIMIT: '5',
      PLINTH_ADD_TO_CART_WINDOW_MS: '60000',
      PLINTH_ANALYTICS_ROLLUP_MS: '5000',
      PLINTH_GEOIP_DB: 'package.json',
      PLINTH_WORKERS: '3',
      PLINTH_JOB_LEASE_MS: '5000',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/plinth',
      databaseUrl: 'postgres://x@127.0.0.1/db',
      smtpUrl: 'smtp://127.0.0.1:2525',
      logLevel: 'info',
      production: true,
      demo: false,
      admin: { email: 'me@shop.test', password: 'a long secret', defaults: false },
      demoCustomer: { email: 'buyer@shop.test', password: 'another long secret', defaults: false },
      limits: { addToCart: { limit: 5, windowMs: 60_000 } },
      analyticsRollupEveryMs: 5000,
      workers: 3,
      jobLeaseMs: 5000,
      geoipDb: path.resolve('package.json'),
    });
    expect(readConfig({ PLINTH_GEOIP_DB: 'off' }).geoipDb).toBeUndefined();
    // Rolling up more often than each second would only load the database.
    expect(readConfig({ PLINTH_ANALYTICS_ROLLUP_MS: '10' }).analyticsRollupEveryMs).toBe(1000);
  });

  it('serves the demo only when asked, and makes a first admin without it only from both variables', () => {
    expect(readConfig({ PLINTH_DEMO: '1' })).toMatchObject({ demo: true, admin: { email: 'admin@plinth.local', password: 'plinth-demo', defaults: true } });
    expect(readConfig({ PLINTH_DEMO: 'true', NODE_ENV: 'production' }).demo).toBe(true);
    for (const off of ['', '0', 'false']) expect(readConfig({ PLINTH_DEMO: off })).toMatchObject({ demo: false, admin: undefined });
    expect(() => readConfig({ PLINTH_DEMO: 'yes' })).toThrow("PLINTH_DEMO must be 1 or true (the demo store), or 0 or false, not 'yes'");
    // Without the demo there is no default password: both variables, or neither (the setup screen).
    expect(readConfig({ PLINTH_ADMIN_EMAIL: 'me@shop.test', PLINTH_ADMIN_PASSWORD: 'short' }).admin).toEqual({ email: 'me@shop.test', password: 'short', defaults: false });
    expect(() => readConfig({ PLINTH_ADMIN_EMAIL: 'me@shop.test' })).toThrow('PLINTH_ADMIN_EMAIL and PLINTH_ADMIN_PASSWORD must be set together');
    expect(() => readConfig({ PLINTH_ADMIN_PASSWORD: 'a long secret' })).toThrow('PLINTH_ADMIN_EMAIL and PLINTH_ADMIN_PASSWORD must be set together');
    // In production a short password is a start-up error, demo or not.
    expect(() => readConfig({ NODE_ENV: 'production', PLINTH_ADMIN_EMAIL: 'me@shop.test', PLINTH_ADMIN_PASSWORD: 'nine-char' })).toThrow('PLINTH_ADMIN_PASSWORD must be at least 10 characters in production');
    expect(() => readConfig({ NODE_ENV: 'production', PLINTH_DEMO: '1', PLINTH_ADMIN_PASSWORD: 'nine-char' })).toThrow('at least 10 characters');
  });

  it('reads the media storage: a folder under DATA_DIR, or an S3-compatible bucket', () => {
    expect(readConfig({ DATA_DIR: '/srv/plinth', PLINTH_MEDIA_MAX_UPLOAD_BYTES: '1048576' }).media).toEqual({ dir: '/srv/plinth/media', s3: undefined, maxUploadBytes: 1048576 });
    expect(readConfig({ PLINTH_S3_BUCKET: 'pictures', PLINTH_S3_ENDPOINT: 'http://127.0.0.1:9000', PLINTH_S3_ACCESS_KEY_ID: 'id', PLINTH_S3_SECRET_ACCESS_KEY: 'secret' }).media.s3).toEqual({
      bucket: 'pictures',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(readConfig({ PLINTH_S3_BUCKET: 'pictures', PLINTH_S3_REGION: 'eu-west-1' }).media.s3).toMatchObject({ endpoint: undefined, region: 'eu-west-1', credentials: undefined, forcePathStyle: false });
    expect(() => readConfig({ PLINTH_S3_BUCKET: 'b', PLINTH_S3_ACCESS_KEY_ID: 'id' })).toThrow('PLINTH_S3_ACCESS_KEY_ID and PLINTH_S3_SECRET_ACCESS_KEY must be set together');
    expect(() => readConfig({ PLINTH_S3_BUCKET: 'b', PLINTH_S3_ENDPOINT: 'minio:9000' })).toThrow("PLINTH_S3_ENDPOINT must be an http:// or https:// URL, not 'minio:9000'");
    expect(() => readConfig({ PLINTH_MEDIA_MAX_UPLOAD_BYTES: '10' })).toThrow("PLINTH_MEDIA_MAX_UPLOAD_BYTES must be at least 1024, not '10'");
  });

  it('stops with a message naming the variable for a bad value', () => {
    expect(() => readConfig({ PORT: '70000' })).toThrow("PORT must be a whole number from 0 to 65535, not '70000'");
    expect(() => readConfig({ PLINTH_DEMO_CUSTOMER_PASSWORD: 'short' })).toThrow('PLINTH_DEMO_CUSTOMER_PASSWORD must be at least 10 characters');
    expect(() => readConfig({ PLINTH_ADD_TO_CART_LIMIT: 'many' })).toThrow("PLINTH_ADD_TO_CART_LIMIT must be a whole number");
    expect(() => readConfig({ PLINTH_GEOIP_DB: '/no/such/GeoLite2-Country.mmdb' })).toThrow("PLINTH_GEOIP_DB must name a GeoLite2 country database (.mmdb) or be 'off', not '/no/such/GeoLite2-Country.mmdb'");
  });
});
