/*
 * Keyset cursors for lists ordered newest first by (created_at desc, id desc): the last row's
 * created_at and id, base64url-encoded, so the client treats it as opaque.
 */

import { AppError } from '../errors/app-error.ts';

/** A position in a newest-first list. */
export interface CreatedCursor {
  createdAt: number;
  id: string;
}

/** Encodes the last row of a page. */
export function encodeCursor(createdAt: number, id: string): string {
  return Buffer.from(`${createdAt}:${id}`).toString('base64url');
}

/**
 * Decodes a cursor; undefined for none.
 * @throws AppError INVALID ('cursor is not valid.') for a malformed one
 */
export function decodeCursor(cursor: string | undefined): CreatedCursor | undefined {
  if (!cursor) return undefined;
  const match = /^(\d{1,16}):([0-9a-f]{1,64})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new AppError('INVALID', 'cursor is not valid.');
  return { createdAt: Number(match[1]), id: match[2] };
}
