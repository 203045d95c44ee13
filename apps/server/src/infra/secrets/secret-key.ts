import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createSecretBox, type SecretBox } from './secret-box.ts';

/** The parts of the configuration the site's secret box is made from. */
export interface SecretKeyConfig {
  /** PLINTH_SECRET_KEY. */
  secretKey: string | undefined;
  /** PLINTH_SECRET_KEY_PREVIOUS: the key before a rotation, still opened. */
  previousSecretKey: string | undefined;
  production: boolean;
  dataDir: string;
}

/** The site's box and where its key came from (for the start-up line). */
export interface SiteSecretBox {
  box: SecretBox;
  /** 'env': PLINTH_SECRET_KEY; 'file': DATA_DIR/secret.key (outside production); 'none': no key (production without one). */
  source: 'env' | 'file' | 'none';
  /** The key file, when the key came from one. */
  keyFile?: string;
  /** True when the key file was made just now. */
  generated?: boolean;
}

/** The key file outside production when PLINTH_SECRET_KEY is unset. */
export const KEY_FILE_NAME = 'secret.key';

/**
 * The site's secret box: PLINTH_SECRET_KEY (with PLINTH_SECRET_KEY_PREVIOUS) when set; outside
 * production without it, a random key kept in DATA_DIR/secret.key (made on first use, mode 0600) so
 * development needs no setup; in production without it, an unconfigured box (start refuses when
 * secrets are stored, see {@link requireSecretKey}).
 */
export function openSiteSecretBox(config: SecretKeyConfig): SiteSecretBox {
  const previous = config.previousSecretKey ? [config.previousSecretKey] : [];
  if (config.secretKey) return { box: createSecretBox(config.secretKey, previous), source: 'env' };
  if (config.production) return { box: createSecretBox(undefined, previous), source: 'none' };
  const keyFile = path.join(config.dataDir, KEY_FILE_NAME);
  let generated = false;
  if (!existsSync(keyFile)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      writeFileSync(keyFile, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
      generated = true;
    } catch (error) {
      // Another process made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  if (generated) chmodSync(keyFile, 0o600);
  return { box: createSecretBox(readFileSync(keyFile, 'utf8').trim(), previous), source: 'file', keyFile, generated };
}

/**
 * In production, stored secrets need PLINTH_SECRET_KEY: without it they could be neither opened nor
 * stored, so start stops with this message rather than serve a site whose integrations quietly fail.
 * @param storedSecrets how many secrets the database holds
 * @throws Error in production without a key when any secret is stored
 */
export function requireSecretKey(site: SiteSecretBox, storedSecrets: number): void {
  if (site.source !== 'none' || storedSecrets === 0) return;
  throw new Error(
    `PLINTH_SECRET_KEY is not set, and the database holds ${storedSecrets} stored provider secret${storedSecrets === 1 ? '' : 's'} (mailing-list keys, webhook signing secrets, payment keys). ` +
      'In production they are encrypted with it: set PLINTH_SECRET_KEY to the key they were sealed with (a new one: `openssl rand -base64 32`). See docs/cli.md, "Secrets".',
  );
}
