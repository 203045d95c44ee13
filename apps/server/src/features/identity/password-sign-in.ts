import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import type { ActorKind } from './actors.ts';
import { BAD_CREDENTIALS_MESSAGE } from './messages.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword, type Argon2Cost } from './passwords.ts';
import { throttledSignIn, type SignInTry } from './sign-in-throttle.ts';

/** The 401 of a wrong secret; `proofOfWork` tells the form to show the proof of work for the next try. */
export function badCredentials(proofOfWork: boolean, message = BAD_CREDENTIALS_MESSAGE): AppError {
  return new AppError('UNAUTHENTICATED', message, proofOfWork ? { proofOfWork: true } : undefined);
}

/** A password sign-in try. */
export interface PasswordTry extends SignInTry {
  password: string;
}

/** An account row as far as a password check reads it (a contributor's, a customer's). */
export interface PasswordAccount {
  password_hash: string | null;
}

/**
 * Checks a password against an account's stored hash under the sign-in throttle. An unknown e-mail
 * (or an account without a password) pays for a hash too, so timing does not tell which e-mails exist.
 * @param account the e-mail's account row; undefined when the site has none
 * @returns the account, and the Argon2id hash to store in place of its hash when that was a former
 * scrypt hash (else null)
 * @throws AppError RATE_LIMITED (sign-in-throttle.ts) when the address is used up or the account is
 * slowed and no proof of work came; UNAUTHENTICATED for a wrong password and an unknown e-mail alike
 * (with `proofOfWork: true` once the account asks for one)
 */
export async function checkPassword<A extends PasswordAccount>(
  db: Kysely<Schema>,
  kind: ActorKind,
  attempt: PasswordTry,
  account: A | null | undefined,
  cost?: Argon2Cost,
): Promise<{ account: A; rehashed: string | null }> {
  const stored = account?.password_hash;
  const verdict = await throttledSignIn(db, kind, attempt, async () => {
    const ok = await verifyPassword(attempt.password, stored ?? (await dummyPasswordHash()));
    return ok && Boolean(stored);
  });
  if (!verdict.right || !account || !stored) throw badCredentials(verdict.right ? false : verdict.proofOfWork);
  return { account, rehashed: needsRehash(stored) ? await hashPassword(attempt.password, cost) : null };
}
