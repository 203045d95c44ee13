import { MAX_FILE_NAME_LENGTH } from '@plinth/api';

/**
 * A file name safe to store and to put in a URL: the last path segment only (a name never names a
 * folder: `../../etc/passwd` is `passwd`), no control characters, no leading dots, spaces
 * collapsed, at most 200 characters; `file` when nothing is left. Storage keys never use it.
 */
export function safeFileName(raw: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/\s+/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const name = cleaned.slice(0, MAX_FILE_NAME_LENGTH).trim();
  return name === '' ? 'file' : name;
}
