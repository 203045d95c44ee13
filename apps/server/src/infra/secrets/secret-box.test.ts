import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyIdOf, parseSecretKey, SecretBoxError } from './secret-box.ts';
import { openSiteSecretBox, requireSecretKey } from './secret-key.ts';

const KEY = randomBytes(32).toString('base64');
const OTHER = randomBytes(32).toString('hex');

describe('secret box', () => {
  it('seals to a versioned text that holds no plaintext and opens back', () => {
    const box = createSecretBox(KEY);
    const sealed = box.seal('sk_live_abcdef-us6');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('sk_live');
    expect(sealed.split(':')[1]).toBe(box.keyId);
    expect(box.open(sealed)).toBe('sk_live_abcdef-us6');
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('ünïcödé ✓'))).toBe('ünïcödé ✓');
  });

  it('uses a fresh IV for every seal', () => {
    const box = createSecretBox(KEY);
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('gives a clear error, not garbage, with the wrong key', () => {
    const sealed = createSecretBox(KEY).seal('secret');
    const other = createSecretBox(OTHER);
    expect(() => other.open(sealed)).toThrow(SecretBoxError);
    expect(() => other.open(sealed)).toThrow(/sealed with key .{8}, which is neither PLINTH_SECRET_KEY nor PLINTH_SECRET_KEY_PREVIOUS/);
  });

  it('refuses an altered value', () => {
    const box = createSecretBox(KEY);
    const parts = box.seal('a webhook secret').split(':');
    const ciphertext = Buffer.from(parts[4] as string, 'base64url');
    ciphertext[0] = (ciphertext[0] as number) ^ 1;
    parts[4] = ciphertext.toString('base64url');
    expect(() => box.open(parts.join(':'))).toThrow(/does not open: it was altered/);
    expect(() => box.open('plain text')).toThrow(/not a sealed value/);
  });

  it('opens values of the previous key after a rotation, and says which need re-sealing', () => {
    const before = createSecretBox(KEY);
    const sealed = before.seal('old');
    const after = createSecretBox(OTHER, [KEY]);
    expect(after.open(sealed)).toBe('old');
    expect(after.sealedWithOlderKey(sealed)).toBe(true);
    expect(after.sealedWithOlderKey(after.seal('new'))).toBe(false);
    expect(after.isSealed(sealed)).toBe(true);
    expect(after.isSealed('sk_live_x')).toBe(false);
  });

  it('reads a key as hex, base64 or base64url of 32 bytes, or stretches a passphrase', () => {
    const bytes = randomBytes(32);
    expect(parseSecretKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseSecretKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseSecretKey(bytes.toString('base64url'))).toEqual(bytes);
    const derived = parseSecretKey('correct horse battery staple');
    expect(derived).toHaveLength(32);
    expect(parseSecretKey('correct horse battery staple')).toEqual(derived);
    expect(keyIdOf(derived)).toBe(createSecretBox('correct horse battery staple').keyId);
    expect(() => parseSecretKey('short')).toThrow(/at least 16 characters/);
  });

  it('without a key neither seals nor opens, and says why', () => {
    const box = createSecretBox(undefined);
    expect(box.configured).toBe(false);
    expect(() => box.seal('x')).toThrow(/PLINTH_SECRET_KEY is not set/);
    expect(() => box.open(createSecretBox(KEY).seal('x'))).toThrow(/PLINTH_SECRET_KEY is not set/);
  });
});

describe('the site secret key', () => {
  it('outside production without PLINTH_SECRET_KEY, makes a private key file in the data folder once', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'plinth-secret-')), 'data');
    const first = openSiteSecretBox({ secretKey: undefined, previousSecretKey: undefined, production: false, dataDir });
    expect(first).toMatchObject({ source: 'file', generated: true, keyFile: join(dataDir, 'secret.key') });
    expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    const second = openSiteSecretBox({ secretKey: undefined, previousSecretKey: undefined, production: false, dataDir });
    expect(second.generated).toBe(false);
    expect(second.box.open(first.box.seal('kept'))).toBe('kept');
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8').trim()).toHaveLength(43);
  });

  it('in production without a key, start stops when secrets are stored', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'plinth-secret-'));
    const site = openSiteSecretBox({ secretKey: undefined, previousSecretKey: undefined, production: true, dataDir });
    expect(site.source).toBe('none');
    expect(() => requireSecretKey(site, 0)).not.toThrow();
    expect(() => requireSecretKey(site, 2)).toThrow(/PLINTH_SECRET_KEY is not set, and the database holds 2 stored provider secrets/);
    const keyed = openSiteSecretBox({ secretKey: KEY, previousSecretKey: undefined, production: true, dataDir });
    expect(() => requireSecretKey(keyed, 2)).not.toThrow();
  });
});
