import type { AppDeps } from '../../infra/app-deps.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { SecretBoxError } from '../../infra/secrets/secret-box.ts';
import { MESSAGES } from './messages.ts';

/*
 * The integrations' credentials (the mailing-list API key, the webhooks' signing secrets) are stored
 * sealed with the site's secret box (infra/secrets, decisions/0012) and opened only to call the
 * provider or sign a delivery. An owner's request that meets a box that cannot seal or open gets the
 * reason in words (503), not a 500.
 */

type Deps = Pick<AppDeps, 'secrets'>;

/** Seals a credential to store. @throws AppError UNAVAILABLE when the site has no secret key */
export function sealCredential(deps: Deps, plain: string): string {
  try {
    return deps.secrets.seal(plain);
  } catch (error) {
    if (error instanceof SecretBoxError) throw new AppError('UNAVAILABLE', MESSAGES.noSecretKey);
    throw error;
  }
}

/** Opens a stored credential for an owner's request. @throws AppError UNAVAILABLE when it does not open (another key) */
export function openCredential(deps: Deps, sealed: string): string {
  try {
    return deps.secrets.open(sealed);
  } catch (error) {
    if (error instanceof SecretBoxError) throw new AppError('UNAVAILABLE', MESSAGES.credentialUnreadable);
    throw error;
  }
}
