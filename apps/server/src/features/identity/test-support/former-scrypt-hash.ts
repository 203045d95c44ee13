import { randomBytes, scryptSync } from 'node:crypto';

/** A hash in the owners' former scrypt form (`scrypt$N$r$p$salt$hash`, base64url), as a table may still hold one. */
export function formerScryptHash(password: string, N = 1024): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
