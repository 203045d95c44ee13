import type { MediaConfig } from '../../../infra/config.ts';
import { folderStorage } from './folder-storage.ts';
import type { MediaStorage } from './media-storage.ts';

/**
 * The storage the configuration names: the bucket when there is one, else the folder. The S3
 * client is loaded only then: the AWS SDK costs a server ~36 MB of memory it would never use.
 */
export async function openMediaStorage(config: MediaConfig): Promise<MediaStorage> {
  if (!config.s3) return folderStorage(config.dir);
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(config.s3);
}
