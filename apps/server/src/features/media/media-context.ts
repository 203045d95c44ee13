import type { Kysely } from 'kysely';
import type { Schema } from '../../infra/database/schema.ts';
import type { JobQueue } from './job-queue.ts';
import type { RecentBytes } from './recent-bytes.ts';
import type { MediaStorage } from './storage/media-storage.ts';

/** What the media services work with: made once per app in plugin.ts. */
export interface MediaContext {
  db: Kysely<Schema>;
  now(): number;
  storage: MediaStorage;
  maxUploadBytes: number;
  jobs: JobQueue;
  /** Derivatives being made right now, by storage key: a second request for one waits for the first. */
  making: Map<string, Promise<Buffer>>;
  /** Derivatives served lately, by storage key. */
  recent: RecentBytes;
}
