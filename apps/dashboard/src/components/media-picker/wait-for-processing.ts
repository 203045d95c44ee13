/**
 * Waits for a file's processing job to end (platform.md §4: a background job can fail to complete,
 * fail, or be cancelled), polling its status. Each end other than ready becomes the spec's sentence.
 */
import type { ApiClient } from '../../api/client.ts';
import { mediaJobOf, type MediaFile } from './media-api.ts';
import { MEDIA_WORDS } from './media-words.ts';
import { UploadFailure } from './upload-request.ts';

/** Options of {@link waitForProcessing}. */
export interface WaitOptions {
  /** Between two polls. @default 600 */
  intervalMs?: number;
  /** After this long the job 'failed to complete'. @default 120000 */
  timeoutMs?: number;
  /** Stops the wait (the owner cancelled); the promise then rejects as cancelled. */
  signal?: AbortSignal;
  sleep?(ms: number): Promise<void>;
  now?(): number;
}

/**
 * Resolves with the processed file; rejects with an UploadFailure saying why not.
 * @example const file = await waitForProcessing(api, uploaded.id);
 */
export async function waitForProcessing(api: ApiClient, id: string, options: WaitOptions = {}): Promise<MediaFile> {
  const { intervalMs = 600, timeoutMs = 120_000, signal } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const started = now();
  for (;;) {
    if (signal?.aborted) throw new UploadFailure('cancelled', MEDIA_WORDS.processingCancelled);
    const job = await mediaJobOf(api, id);
    if (job.status === 'ready') {
      if (!job.file) throw new UploadFailure('no-data', MEDIA_WORDS.noJobResponse);
      return job.file;
    }
    if (job.status === 'failed') throw new UploadFailure('refused', job.message ?? MEDIA_WORDS.processingFailed);
    if (job.status === 'cancelled') throw new UploadFailure('cancelled', job.message ?? MEDIA_WORDS.processingCancelled);
    if (now() - started >= timeoutMs) throw new UploadFailure('incomplete', MEDIA_WORDS.processingFailedToComplete);
    await sleep(intervalMs);
  }
}
