import { randomBytes } from 'node:crypto';

/** A new row id: 24 lower-case hex characters (96 random bits), like the hosted builder's ids. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** A new secret token (cart cookie): 144 random bits, base64url, 24 characters. */
export function newToken(): string {
  return randomBytes(18).toString('base64url');
}
