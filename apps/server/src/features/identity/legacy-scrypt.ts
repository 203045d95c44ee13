import { scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Owners' passwords were stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64url) before the
 * identity moved every password to Argon2id. Such a hash is only ever verified, at the owner's next
 * sign-in, which then replaces it (passwords.ts `needsRehash`); nothing writes one any more.
 */

const KEY_LENGTH = 32;
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** Whether a stored hash is in the former scrypt form. */
export function isScryptHash(stored: string): boolean {
  return stored.startsWith('scrypt$');
}

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.N, r: cost.r, p: cost.p, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Whether `password` matches a scrypt hash; compared in constant time. False for a malformed hash. */
export async function verifyScryptHash(password: string, stored: string): Promise<boolean> {
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
