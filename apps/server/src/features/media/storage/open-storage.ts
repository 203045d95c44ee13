import type { MediaConfig } from '../../../infra/config.ts';
import { folderStorage } from './folder-storage.ts';
import type { MediaStorage } from './media-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The storage the configuration names: the bucket when there is one, else the folder. */
export function openMediaStorage(config: MediaConfig): MediaStorage {
  return config.s3 ? s3Storage(config.s3) : folderStorage(config.dir);
}
