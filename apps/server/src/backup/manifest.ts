import type { DialectName } from '../infra/database/database.ts';

/** What `plinth backup` wrote, stored as manifest.json at the top of the archive. */
export interface BackupManifest {
  format: 'plinth-backup';
  /** The archive layout's version (this file's). */
  formatVersion: 1;
  /** The Plinth version that wrote it (apps/server/package.json). */
  plinthVersion: string;
  /** ISO time the database snapshot was taken. */
  createdAt: string;
  dialect: DialectName;
  /** How the database is stored: SQLite's online backup (one file) or one JSON-lines file per table. */
  databaseFormat: 'sqlite-file' | 'json-lines';
  /** The last migration applied when the snapshot was taken: restore migrates the target to it first. */
  migration: string | null;
  /** Rows per table (PostgreSQL partitions under their partitioned table). */
  tables: Record<string, number>;
  /** PostgreSQL only: the partitions to re-create before rows go back (name, parent, bound). */
  partitions?: { name: string; parent: string; bound: string }[];
  /** JSON-lines only: the files in insertion order (parents before children), each into its table. */
  files?: { file: string; table: string; rows: number }[];
  media: { storage: 'folder' | 's3'; files: number; bytes: number; copied: boolean };
  /** Whether DATA_DIR/secret.key (the key of stored secrets outside production) is in the archive. */
  secretKeyFile: boolean;
}

export const MANIFEST_FILE = 'manifest.json';

/** Checks a parsed manifest. @throws Error naming what is wrong */
export function checkManifest(value: unknown): BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  if (!manifest || manifest.format !== 'plinth-backup') throw new Error('This is not a Plinth backup (its manifest.json is missing or of another kind).');
  if (manifest.formatVersion !== 1) throw new Error(`This backup's format version ${String(manifest.formatVersion)} is newer than this Plinth reads (1): restore it with a newer Plinth.`);
  return manifest as BackupManifest;
}
