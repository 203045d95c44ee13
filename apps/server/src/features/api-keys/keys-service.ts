import { API_KEY_MESSAGES, API_KEY_SCOPES, type ApiKeyScope } from '@plinth/api';
import type { Kysely } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { hashApiKey, newApiKeySecret, shownPrefix } from './key-secret.ts';
import { insertApiKey, listLiveKeys, revokeKey, type ApiKeyRecord } from './keys-repository.ts';

/** A key as the panel shows it. */
export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: number;
  lastUsedAt: number | null;
}

function summary(key: ApiKeyRecord): ApiKeySummary {
  return { id: key.id, name: key.name, prefix: key.prefix, scopes: key.scopes, createdAt: key.createdAt, lastUsedAt: key.lastUsedAt };
}

/** The panel's list: live keys and every scope a key may have. */
export async function listKeys(db: Kysely<Schema>, websiteId: string): Promise<{ keys: ApiKeySummary[]; scopes: ApiKeyScope[] }> {
  return { keys: (await listLiveKeys(db, websiteId)).map(summary), scopes: [...API_KEY_SCOPES] };
}

/** Makes a key; its secret is in this answer only (the database keeps its hash). */
export async function createKey(
  db: Kysely<Schema>,
  ctx: { websiteId: string; contributorId: string; now: number },
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<{ key: ApiKeySummary; secret: string }> {
  const secret = newApiKeySecret();
  const record = { id: newId(), websiteId: ctx.websiteId, name: input.name, prefix: shownPrefix(secret), scopes: input.scopes, createdAt: ctx.now, lastUsedAt: null, revokedAt: null };
  await insertApiKey(db, { ...record, hash: hashApiKey(secret), createdBy: ctx.contributorId, now: ctx.now });
  return { key: summary(record), secret };
}

/**
 * Deletes a key: later calls with it get 401.
 * @throws AppError NOT_FOUND 'No such API key.'
 */
export async function deleteKey(db: Kysely<Schema>, websiteId: string, id: string, now: number): Promise<void> {
  if (!(await revokeKey(db, websiteId, id, now))) throw new AppError('NOT_FOUND', API_KEY_MESSAGES.keyNotFound);
}
