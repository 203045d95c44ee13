import { createHash } from 'node:crypto';
import { API_KEY_MESSAGES } from '@plinth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { findApiAnswer, storeApiAnswer } from './idempotency-repository.ts';

/*
 * `Idempotency-Key` on the public API's POSTs (docs/public-api.md): a write sent again with the key
 * of one that succeeded (a client that timed out and retries) is answered with the first answer, and
 * does nothing again — a retried stock adjustment moves stock once. The key and the answer are
 * stored in the write's own transaction, so a write and its key commit together or not at all, and
 * two retries racing each other make one write (the second waits for the first's row and replays it).
 * The same key with another request (another path or body) is refused with 409.
 */

/** The longest key accepted. */
export const IDEMPOTENCY_KEY_MAX = 255;
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, checked, or undefined. @throws AppError INVALID for a malformed one */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] ?? '' : header;
  if (!KEY.test(value)) throw new AppError('INVALID', API_KEY_MESSAGES.idempotencyKeyInvalid);
  return value;
}

/**
 * Runs `write` once per Idempotency-Key: with a key, in one transaction with its stored answer; a
 * key already answered replays that answer (`Idempotent-Replayed: true`) without running `write`.
 * Without a key, `write` just runs.
 */
export async function idempotentWrite<T>(
  db: Kysely<Schema>,
  input: { websiteId: string; apiKeyId: string; request: FastifyRequest; reply: FastifyReply; now: number },
  write: (tx: Kysely<Schema> | Transaction<Schema>) => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(input.request);
  if (key === undefined) return write(db);
  const stored = `api:${input.apiKeyId}:${key}`;
  const fingerprint = createHash('sha256').update(`${input.request.method} ${input.request.url}\n${JSON.stringify(input.request.body ?? null)}`).digest('base64url');
  const replay = (answer: { fingerprint: string; body: unknown }): T => {
    if (answer.fingerprint !== fingerprint) throw new AppError('CONFLICT', API_KEY_MESSAGES.idempotencyKeyReused);
    input.reply.header('idempotent-replayed', 'true');
    return answer.body as T;
  };
  const earlier = await findApiAnswer(db, input.websiteId, stored);
  if (earlier) return replay(earlier);
  const outcome = await db.transaction().execute(async (tx) => {
    const body = await write(tx);
    // A retry that raced this one committed first: this write rolls back and the first answer stands.
    if (!(await storeApiAnswer(tx, input.websiteId, stored, { fingerprint, status: 200, body }, input.now))) throw new LostRace();
    return body;
  }).catch(async (error: unknown) => {
    if (!(error instanceof LostRace)) throw error;
    const first = await findApiAnswer(db, input.websiteId, stored);
    if (!first) throw new Error('an idempotency key lost its race to an answer that is not there');
    return replay(first);
  });
  return outcome;
}

class LostRace extends Error {}
