import type { Readable } from 'node:stream';

/**
 * Where the library's bytes live: a folder under the data directory by default, or an
 * S3-compatible bucket (infra/config.ts `MediaConfig`). Keys are `/`-separated paths made by
 * `storage-keys.ts` only — never from a client's file name — so no key can leave its site's folder.
 */
export interface MediaStorage {
  /** `folder` or `s3`, for logs and tests. */
  readonly kind: 'folder' | 's3';
  /**
   * Stores a local file's bytes under `key`, whole or not at all: a reader never sees half a file
   * (the folder renames a finished temp file; S3 makes an object visible when its upload completes).
   */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  /** Stores bytes under `key`, whole or not at all. */
  putBytes(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes of `key` as a stream with their size, or null when there is no such key. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The bytes of `key`, or null. */
  read(key: string): Promise<Buffer | null>;
  /** Removes every key starting with `prefix` (a file's folder: all its versions and derivatives). */
  removePrefix(prefix: string): Promise<void>;
}
