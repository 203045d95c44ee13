import { createWriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_KINDS, IMPORT_MESSAGES, type ImportKind } from '@plinth/api';
import { newId } from '../../infra/database/ids.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { findImport, hasRunningImport, insertImport, latestImports, type ImportRow } from './imports-repository.ts';
import { runImport, type ImportDeps } from './runner.ts';

/*
 * Imports as the owner starts and follows them (issue 34): the uploaded file kept in a temp file,
 * one import at a time per site, the run in the background while the owner watches its progress.
 */

/** An import as the API shows it. */
export interface ImportView {
  id: string;
  kind: ImportKind;
  fileName: string;
  status: 'running' | 'done' | 'failed';
  progress: number;
  created: number;
  updated: number;
  skipped: number;
  errors: Array<{ line: number; message: string }>;
  failure: string | null;
  createdAt: number;
  finishedAt: number | null;
}

/** The API's view of an imports row. */
export function importView(row: ImportRow): ImportView {
  return {
    id: row.id,
    kind: (IMPORT_KINDS as readonly string[]).includes(row.kind) ? (row.kind as ImportKind) : 'wordpress',
    fileName: row.file_name,
    status: row.status === 'done' || row.status === 'failed' ? row.status : 'running',
    progress: row.progress,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    errors: JSON.parse(row.errors_json) as Array<{ line: number; message: string }>,
    failure: row.failure,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/** An uploaded file, on disk until its import ends. */
export interface ReceivedImportFile {
  path: string;
  fileName: string;
  size: number;
}

/** Streams an upload to a temp file. */
export async function receiveImportFile(stream: Readable, fileName: string): Promise<ReceivedImportFile> {
  const path = join(tmpdir(), `plinth-import-${randomBytes(8).toString('hex')}`);
  try {
    await pipeline(stream, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, fileName: fileName.slice(0, 200) || 'import', size: (await stat(path)).size };
}

/** The imports running in this process, so a closing app waits for them. */
export class RunningImports {
  private readonly runs = new Set<Promise<void>>();

  add(run: Promise<void>): void {
    this.runs.add(run);
    void run.finally(() => this.runs.delete(run));
  }

  async idle(): Promise<void> {
    while (this.runs.size) await Promise.all([...this.runs]);
  }
}

/**
 * Starts an import of a received file in the background; refused (and the file deleted) when the
 * file is empty or the site has an import running.
 */
export async function startImport(deps: ImportDeps, running: RunningImports, input: { websiteId: string; kind: ImportKind; file: ReceivedImportFile; contributorId: string | null }): Promise<{ id: string; status: 'running' }> {
  if (input.file.size === 0) {
    await rm(input.file.path, { force: true });
    throw new AppError('INVALID', IMPORT_MESSAGES.emptyFile);
  }
  if (await hasRunningImport(deps.db, input.websiteId)) {
    await rm(input.file.path, { force: true });
    throw new AppError('CONFLICT', IMPORT_MESSAGES.running);
  }
  const id = newId();
  await insertImport(deps.db, { id, websiteId: input.websiteId, kind: input.kind, fileName: input.file.fileName, contributorId: input.contributorId, now: deps.now() });
  running.add(runImport(deps, { id, websiteId: input.websiteId, kind: input.kind, path: input.file.path }));
  return { id, status: 'running' };
}

/** One import of the site (404 when none). */
export async function importOf(deps: Pick<ImportDeps, 'db'>, websiteId: string, id: string): Promise<ImportView> {
  const row = await findImport(deps.db, websiteId, id);
  if (!row) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.notFound);
  return importView(row);
}

/** The site's latest imports. */
export async function listImports(deps: Pick<ImportDeps, 'db'>, websiteId: string): Promise<ImportView[]> {
  return (await latestImports(deps.db, websiteId)).map(importView);
}
