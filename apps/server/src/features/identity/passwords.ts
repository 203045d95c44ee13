import { hash, verify } from '@node-rs/argon2';
import { isScryptHash, verifyScryptHash } from './legacy-scrypt.ts';

/*
 * One password scheme for both kinds of actor: Argon2id (decisions/0006, 0009). Owners' passwords
 * were scrypt hashes before; such a hash is still accepted once, and the sign-in that accepts it
 * stores an Argon2id hash in its place (see `needsRehash`).
 */

/** `Algorithm.Argon2id` (a const enum, which our module syntax cannot read). */
const ARGON2ID = 2;

/** Argon2id cost parameters. */
export interface Argon2Cost {
  /** Memory in KiB. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's recommended Argon2id parameters: 19 MiB, 2 passes, 1 lane (about 50 ms here). */
export const OWASP_ARGON2_COST: Argon2Cost = Object.freeze({ memoryCost: 19456, timeCost: 2, parallelism: 1 });

/** A cheap cost for tests that create many accounts (never for real passwords). */
export const TEST_ARGON2_COST: Argon2Cost = Object.freeze({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

/**
 * Hashes a password with Argon2id and a random salt.
 * @returns the PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…$…`), which carries its own parameters
 */
export function hashPassword(password: string, cost: Argon2Cost = OWASP_ARGON2_COST): Promise<string> {
  return hash(password.normalize('NFC'), { algorithm: ARGON2ID, ...cost });
}

/** Whether `password` matches a stored hash (Argon2id, or an owner's former scrypt); false (never a throw) for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isScryptHash(stored)) return verifyScryptHash(password, stored);
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    return await verify(stored, password.normalize('NFC'));
  } catch {
    return false;
  }
}

/** Whether a hash that just verified should be replaced by an Argon2id one (it is a former scrypt hash). */
export function needsRehash(stored: string): boolean {
  return isScryptHash(stored);
}

/** A hash of a random password: verifying against it when an e-mail is unknown keeps the timing alike. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
