import { randomBytes } from 'node:crypto';
import { MAX_RECORDING_BYTES, MOCK_RECORDING_ID } from '@plinth/api';
import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import type { Website } from '../site/index.ts';
import { checkBatch } from './batch-events.ts';
import { inflateBatch } from './batch-reader.ts';
import { MESSAGES } from './messages.ts';
import { recordingSettingsOf } from './recording-settings.ts';
import { appendChunk, continueRecording, findRecording, insertRecording, noteCart } from './recordings-repository.ts';

/*
 * The recorder's side of session recording (platform.md §7, §9): handing out recording ids and
 * storing the batches sent to them.
 */

/** A visit that comes back within this long continues its recording (a new page of the same session). */
export const SESSION_GAP_MS = 30 * 60_000;

/** What getId knows of the caller. */
export interface RecorderCaller {
  website: Website;
  page: string;
  previous: string | undefined;
  /** The ss_cvr visitor id, if any. */
  visitorId: string | null;
  /** A bot, an owner of the site, or a page never recorded. */
  skip: boolean;
  now: number;
}

/** The answer of getId. */
export interface RecorderStart {
  id: string;
  maskSelectors: string[];
  unmaskSelectors: string[];
}

/** Pages never recorded: the dashboard and search (analytics does not count them either). */
export function isUnrecordedPage(path: string): boolean {
  return ['/config', '/search'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The recording id of a visit: the mock id when the site has no organisation id or the caller is
 * skipped; the previous id again when it is this site's and was active in the last 30 minutes
 * (a new page of the same session); else a new recording.
 */
export async function startRecording(db: Kysely<Schema>, caller: RecorderCaller): Promise<RecorderStart> {
  const settings = recordingSettingsOf(caller.website.settings);
  const { maskSelectors, unmaskSelectors } = settings;
  if (!settings.organizationId || caller.skip || isUnrecordedPage(caller.page)) return { id: MOCK_RECORDING_ID, maskSelectors, unmaskSelectors };
  if (caller.previous && caller.previous !== MOCK_RECORDING_ID) {
    const previous = await findRecording(db, caller.website.id, caller.previous);
    if (previous && previous.endedAt >= caller.now - SESSION_GAP_MS && previous.visitorId === caller.visitorId) {
      await continueRecording(db, previous, caller.page, caller.now);
      return { id: previous.id, maskSelectors, unmaskSelectors };
    }
  }
  const id = randomBytes(18).toString('base64url');
  await insertRecording(db, { id, websiteId: caller.website.id, visitorId: caller.visitorId, page: caller.page, now: caller.now });
  return { id, maskSelectors, unmaskSelectors };
}

/** A batch as it arrived. */
export interface IncomingBatch {
  websiteId: string;
  recordingId: string;
  body: Uint8Array;
  /** The visitor's cart token, if any (to tell later whether the visit bought something). */
  cartToken: string | undefined;
  now: number;
}

/**
 * Inflates, checks and stores a batch as the recording's next chunk.
 * @throws AppError NOT_FOUND for an id this site never handed out (or one pruned), INVALID for a
 *   batch that is not gzip, too large inflated, or not events, CONFLICT once the recording is full
 */
export async function storeBatch(db: Kysely<Schema>, batch: IncomingBatch): Promise<void> {
  const recording = await findRecording(db, batch.websiteId, batch.recordingId);
  if (!recording) throw new AppError('NOT_FOUND', MESSAGES.unknownRecording);
  const checked = checkBatch(await inflateBatch(batch.body));
  const stored = await appendChunk(db, {
    recordingId: recording.id,
    websiteId: batch.websiteId,
    eventsJson: JSON.stringify(checked.events),
    eventCount: checked.events.length,
    firstAt: checked.firstAt,
    lastAt: checked.lastAt,
    now: batch.now,
    maxBytes: MAX_RECORDING_BYTES,
  });
  if (!stored) throw new AppError('CONFLICT', MESSAGES.recordingFull);
  if (batch.cartToken) await noteCart(db, recording.id, batch.cartToken, batch.websiteId);
}
