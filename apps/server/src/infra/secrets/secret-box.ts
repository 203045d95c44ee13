import { createCipheriv, createDecipheriv, createHash, randomBytes, scryptSync } from 'node:crypto';

/*
 * Secrets at rest (issue 29, decisions/0012-secrets-at-rest.md): provider keys and signing secrets are
 * stored sealed with AES-256-GCM under PLINTH_SECRET_KEY, so a copied database file or dump holds no
 * usable credential.
 *
 * A sealed value is text: `v1:<keyId>:<iv>:<tag>:<ciphertext>`, each part base64url. `keyId` is a short
 * hash of the key that sealed it, so after a rotation `open` knows which key to use and `plinth secrets
 * rotate` knows what still needs re-sealing. The version and key id are authenticated with the
 * ciphertext (GCM's additional data): a value cannot be moved under another header.
 */

/** A secret that cannot be sealed or opened: no key, the wrong key, or an altered value. */
export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/** Seals and opens stored secrets with the site's secret key. */
export interface SecretBox {
  /** Encrypts `plain` under the current key (a fresh random IV each time). @throws SecretBoxError without a key */
  seal(plain: string): string;
  /** Decrypts a value `seal` made, with the current or a previous key. @throws SecretBoxError when it cannot */
  open(sealed: string): string;
  /** Whether a key is set: without one, seal and open throw. */
  readonly configured: boolean;
  /** The current key's id (undefined without a key). */
  readonly keyId: string | undefined;
  /** Whether `value` looks sealed (any key): a stored value that does not is plain text from before sealing. */
  isSealed(value: string): boolean;
  /** Whether `sealed` was sealed with another key than the current one (it should be re-sealed). */
  sealedWithOlderKey(sealed: string): boolean;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** Passphrases are stretched with scrypt; the salt is fixed because the key must derive the same everywhere. */
const PASSPHRASE_SALT = 'plinth-secret-box/v1';
/** The shortest passphrase accepted (a raw key is 32 bytes). */
export const MIN_PASSPHRASE_LENGTH = 16;
const SEALED = /^v1:([A-Za-z0-9_-]{8}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/**
 * The 32-byte AES key from the text of PLINTH_SECRET_KEY: 64 hexadecimal characters, or base64 /
 * base64url of exactly 32 bytes, is the key itself (`openssl rand -base64 32`); anything else of at
 * least 16 characters is a passphrase stretched with scrypt (N=2^15, r=8, p=1) and a fixed salt.
 * @throws SecretBoxError for a shorter text
 */
export function parseSecretKey(text: string, name = 'PLINTH_SECRET_KEY'): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url');
    if (bytes.length === KEY_BYTES) return bytes;
  }
  if (trimmed.length < MIN_PASSPHRASE_LENGTH) {
    throw new SecretBoxError(`${name} must be 32 random bytes (64 hex characters or base64, e.g. \`openssl rand -base64 32\`) or a passphrase of at least ${MIN_PASSPHRASE_LENGTH} characters`);
  }
  return scryptSync(trimmed, PASSPHRASE_SALT, KEY_BYTES, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
}

/** The key's public name: 6 bytes of a hash of it (names a key without revealing it). */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('plinth-secret-key-id\0').update(key).digest().subarray(0, 6).toString('base64url');
}

interface Key {
  id: string;
  bytes: Buffer;
}

function toKey(text: string, name: string): Key {
  const bytes = parseSecretKey(text, name);
  return { id: keyIdOf(bytes), bytes };
}

/**
 * A secret box over `key` (the text of PLINTH_SECRET_KEY; undefined: an unconfigured box whose seal
 * and open throw) that also opens values sealed with any of `previousKeys` (PLINTH_SECRET_KEY_PREVIOUS).
 */
export function createSecretBox(key: string | undefined, previousKeys: readonly string[] = []): SecretBox {
  const current = key === undefined ? undefined : toKey(key, 'PLINTH_SECRET_KEY');
  const keys = new Map<string, Key>();
  for (const previous of previousKeys) {
    const parsed = toKey(previous, 'PLINTH_SECRET_KEY_PREVIOUS');
    keys.set(parsed.id, parsed);
  }
  if (current) keys.set(current.id, current);

  return {
    configured: current !== undefined,
    keyId: current?.id,
    seal(plain) {
      if (!current) throw new SecretBoxError('PLINTH_SECRET_KEY is not set: provider keys and signing secrets cannot be stored without it');
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv);
      cipher.setAAD(Buffer.from(`${VERSION}:${current.id}`));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':');
    },
    open(sealed) {
      const match = SEALED.exec(sealed);
      if (!match) throw new SecretBoxError('The stored secret is not a sealed value (v1:…): it was stored without encryption or is damaged');
      const [, keyId, iv, tag, ciphertext] = match as unknown as [string, string, string, string, string];
      const found = keys.get(keyId);
      if (!found) {
        const have = current ? `PLINTH_SECRET_KEY is key ${current.id}` : 'PLINTH_SECRET_KEY is not set';
        throw new SecretBoxError(`The stored secret was sealed with key ${keyId}, which is neither PLINTH_SECRET_KEY nor PLINTH_SECRET_KEY_PREVIOUS (${have})`);
      }
      const decipher = createDecipheriv('aes-256-gcm', found.bytes, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(`${VERSION}:${keyId}`));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      try {
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError(`The stored secret sealed with key ${keyId} does not open: it was altered`);
      }
    },
    isSealed(value) {
      return SEALED.test(value);
    },
    sealedWithOlderKey(sealed) {
      const match = SEALED.exec(sealed);
      return match !== null && match[1] !== current?.id;
    },
  };
}
