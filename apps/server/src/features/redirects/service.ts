import { REDIRECT_MESSAGES } from '@plinth/api';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../infra/database/ids.ts';
import type { Schema } from '../../infra/database/schema.ts';
import { AppError } from '../../infra/errors/app-error.ts';
import { changeContent } from '../site/index.ts';
import { parseMappingLine, redirectKey, redirectProblem, RedirectTable, type RedirectRule } from './redirect-rules.ts';
import { deleteRedirectRow, findRedirectByKey, insertRedirect, listRedirectRows, updateRedirect, type RedirectRow } from './repository.ts';

/*
 * The site's redirects (issue 34): added one by one, many at once from the hosted builder's URL
 * mappings, or by an import (from each old address to the new one). Each write bumps the content
 * version (the storefront's table of redirects is kept per version), and none may close a loop.
 */

/** A redirect as the API shows it. */
export interface RedirectView {
  id: string;
  from: string;
  to: string;
  status: 301 | 302;
  force: boolean;
  fromImport: boolean;
  createdAt: number;
}

/** A redirect to add. */
export interface NewRedirect {
  from: string;
  to: string;
  status: 301 | 302;
  force: boolean;
}

function viewOf(row: RedirectRow): RedirectView {
  return { id: row.id, from: row.from_path, to: row.to_path, status: row.status === 302 ? 302 : 301, force: row.force === 1, fromImport: row.import_id !== null, createdAt: row.created_at };
}

function ruleOf(row: RedirectRow): RedirectRule {
  return { fromKey: row.from_key, to: row.to_path, status: row.status === 302 ? 302 : 301, force: row.force === 1 };
}

/** The site's redirects, by old address. */
export async function listRedirects(db: Kysely<Schema>, websiteId: string): Promise<RedirectView[]> {
  return (await listRedirectRows(db, websiteId)).map(viewOf);
}

/** The site's redirects as the storefront matches them. */
export async function redirectTable(db: Kysely<Schema> | Transaction<Schema>, websiteId: string): Promise<RedirectTable> {
  return new RedirectTable((await listRedirectRows(db, websiteId)).map(ruleOf));
}

/** What {@link saveRedirects} did. */
export interface SaveResult {
  created: number;
  updated: number;
  /** Each redirect refused, by its index in the list, with why. */
  refused: Array<{ index: number; message: string }>;
  views: RedirectView[];
}

/**
 * Adds redirects in one transaction, each replacing the one from the same old address (an import's
 * never replaces one the owner made by hand). A redirect that is malformed, or that would close a
 * loop with the site's others, is refused and the rest are kept.
 */
export async function saveRedirects(db: Kysely<Schema>, websiteId: string, list: readonly NewRedirect[], options: { now: number; importId?: string | null }): Promise<SaveResult> {
  const importId = options.importId ?? null;
  return changeContent(
    db,
    websiteId,
    async (tx) => {
      const rows = await listRedirectRows(tx, websiteId);
      const byKey = new Map(rows.map((row) => [row.from_key, row]));
      // One table, kept as the redirects are added: each is checked for a loop against all the others.
      const table = new RedirectTable(rows.map(ruleOf));
      const result: SaveResult = { created: 0, updated: 0, refused: [], views: [] };
      for (const [index, wanted] of list.entries()) {
        const problem = redirectProblem(wanted.from, wanted.to);
        if (problem) {
          result.refused.push({ index, message: problem });
          continue;
        }
        const fromKey = redirectKey(wanted.from);
        const existing = byKey.get(fromKey);
        if (existing && importId !== null && existing.import_id === null) {
          result.refused.push({ index, message: `A redirect of your own from ${existing.from_path} is kept.` });
          continue;
        }
        const row: RedirectRow = existing
          ? { ...existing, from_path: wanted.from, to_path: wanted.to, status: wanted.status, force: wanted.force ? 1 : 0, import_id: importId }
          : { id: newId(), website_id: websiteId, from_key: fromKey, from_path: wanted.from, to_path: wanted.to, status: wanted.status, force: wanted.force ? 1 : 0, import_id: importId, created_at: options.now };
        if (existing && existing.to_path === row.to_path && existing.status === row.status && existing.force === row.force && existing.from_path === row.from_path) {
          result.views.push(viewOf(existing));
          continue;
        }
        // Would the site, with this one, send a visitor round in a circle?
        const previous = table.put(ruleOf(row));
        const loop = table.loopFrom(wanted.from);
        if (loop) {
          table.restore(fromKey, previous);
          result.refused.push({ index, message: REDIRECT_MESSAGES.loops(loop.join(' → ')) });
          continue;
        }
        if (existing) {
          await updateRedirect(tx, existing.id, { from_path: row.from_path, to_path: row.to_path, status: row.status, force: row.force, import_id: row.import_id });
          result.updated++;
        } else {
          await insertRedirect(tx, row);
          result.created++;
        }
        byKey.set(fromKey, row);
        result.views.push(viewOf(row));
      }
      return result;
    },
    (result) => result.created + result.updated > 0,
  );
}

/** Adds (or replaces) one redirect; refused with 400 when malformed or looping. */
export async function createRedirect(db: Kysely<Schema>, websiteId: string, wanted: NewRedirect, now: number): Promise<RedirectView> {
  const result = await saveRedirects(db, websiteId, [wanted], { now });
  const refused = result.refused[0];
  if (refused) throw new AppError('INVALID', refused.message);
  const view = result.views[0] ?? (await findRedirectByKey(db, websiteId, redirectKey(wanted.from)).then((row) => row && viewOf(row)));
  if (!view) throw new AppError('NOT_FOUND', REDIRECT_MESSAGES.notFound);
  return view;
}

/** Adds the redirects of a bulk paste; each bad line is reported with its number. */
export async function bulkRedirects(db: Kysely<Schema>, websiteId: string, text: string, force: boolean, now: number): Promise<{ created: number; updated: number; errors: Array<{ line: number; message: string }> }> {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > 5000) throw new AppError('INVALID', REDIRECT_MESSAGES.bulkTooLong);
  const errors: Array<{ line: number; message: string }> = [];
  const wanted: NewRedirect[] = [];
  const lineOf: number[] = [];
  lines.forEach((line, i) => {
    const read = parseMappingLine(line);
    if (read === null) return;
    if ('error' in read) errors.push({ line: i + 1, message: read.error });
    else {
      wanted.push({ ...read, force });
      lineOf.push(i + 1);
    }
  });
  if (wanted.length === 0 && errors.length === 0) throw new AppError('INVALID', REDIRECT_MESSAGES.bulkEmpty);
  const result = await saveRedirects(db, websiteId, wanted, { now });
  for (const refused of result.refused) errors.push({ line: lineOf[refused.index] as number, message: refused.message });
  errors.sort((a, b) => a.line - b.line);
  return { created: result.created, updated: result.updated, errors };
}

/** Deletes one redirect (404 when the site has none with that id). */
export async function deleteRedirect(db: Kysely<Schema>, websiteId: string, id: string): Promise<void> {
  const deleted = await changeContent(db, websiteId, (tx) => deleteRedirectRow(tx, websiteId, id), (gone) => gone);
  if (!deleted) throw new AppError('NOT_FOUND', REDIRECT_MESSAGES.notFound);
}
