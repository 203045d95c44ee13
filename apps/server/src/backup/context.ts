import { readFileSync } from 'node:fs';
import type { MediaConfig } from '../infra/config.ts';

/** The parts of the configuration backup and restore read. */
export interface BackupTarget {
  databaseUrl: string | undefined;
  dataDir: string;
  media: Pick<MediaConfig, 'dir' | 's3'>;
  /** PLINTH_SECRET_KEY: when set, DATA_DIR/secret.key is not the key and is not copied. */
  secretKey: string | undefined;
}

/** One line of progress ("database: 12 of 40 tables"); the CLI shows it on a terminal only. */
export type Progress = (message: string) => void;

/** The running Plinth's version (apps/server/package.json). */
export function plinthVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}
