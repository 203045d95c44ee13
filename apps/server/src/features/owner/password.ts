import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters. */
export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** Production cost: 2^15 × 8 × 128 bytes = 32 MiB and about 50–100 ms per hash. */
export const DEFAULT_SCRYPT_COST: ScryptCost = Object.freeze({ N: 32768, r: 8, p: 1 });

/** A cheap cost for tests that create many contributors (never for real passwords). */
export const TEST_SCRYPT_COST: ScryptCost = Object.freeze({ N: 1024, r: 8, p: 1 });

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes a password with scrypt and a random 16-byte salt.
 * @returns `scrypt$N$r$p$salt$hash` (salt and hash in base64url)
 * @example await hashPassword('plinth-demo') // 'scrypt$32768$8$1$…$…'
 */
export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Whether `password` matches a {@link hashPassword} result; compared in constant time. False for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, n, r, p, salt, hash] = match;
  const expected = Buffer.from(hash, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  // Parameters come from our own table; bound them anyway so a bad row cannot exhaust memory.
  if (expected.length !== KEY_LENGTH || cost.N > 2 ** 20 || cost.r > 32 || cost.p > 16) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it when an e-mail is unknown keeps the timing alike. */
export const DUMMY_HASH_PROMISE: Promise<string> = hashPassword(randomBytes(16).toString('hex'));
