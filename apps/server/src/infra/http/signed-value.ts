import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A value the server hands out and takes back only if it made it: `value.mac`, the MAC an
 * HMAC-SHA256 of the value under a server key (base64url, 43 characters). Used for cookies a client
 * must not be able to make up (the owner's device cookie, the visitor id of likes) and for links.
 */

const mac = (key: string, value: string): string => createHmac('sha256', key).update(value).digest('base64url');

/** `value.mac`. */
export function signValue(key: string, value: string): string {
  return `${value}.${mac(key, value)}`;
}

/** The value of a signed string, or null when it is unsigned, forged or malformed (compared in constant time). */
export function unsignValue(key: string, signed: string | undefined): string | null {
  if (!signed || signed.length > 500) return null;
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(mac(key, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
