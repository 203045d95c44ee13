/**
 * The file manager's words, exactly as platform.md §5 ("Editor messages") and §8 ("Editor") give
 * them, the same as @plinth/api's MEDIA_MESSAGES (the dashboard imports only types from the
 * contract, so zod stays out of its chunks). Every message the library shows comes from here or
 * from the server's refusal.
 */
export const MEDIA_WORDS = Object.freeze({
  fileNameRequired: 'Please enter a file name.',
  processingFailed: 'File processing failed.',
  processingFailedToComplete: 'File processing failed to complete.',
  processingCancelled: 'File processing cancelled.',
  uploadFailedToComplete: 'File upload failed to complete.',
  errorUploading: 'Error uploading.',
  noJobResponse: 'No response data from job request.',
  renameTitle: 'Unable to Rename File',
  renameBody: 'There was a problem while renaming your file',
  uploadTitle: 'Unable to Upload File',
  uploadBody: 'There was a problem while uploading your file',
  deleteConfirm: 'Deleting this file can’t be undone, and links to the file must be updated.',
} as const);

const KINDS: readonly [kind: string, one: string, many: string][] = [
  ['page', 'page', 'pages'],
  ['post', 'post', 'posts'],
  ['product', 'product', 'products'],
  ['gallery', 'gallery', 'galleries'],
];

/**
 * Where a file is used, as the delete warning says it; empty when unused.
 * @example usageSummary([{ kind: 'page' }, { kind: 'page' }, { kind: 'product' }]) // 'used on 2 pages and 1 product'
 */
export function usageSummary(usage: readonly { kind: string }[]): string {
  const parts = KINDS.map(([kind, one, many]) => {
    const n = usage.filter((u) => u.kind === kind).length;
    return n === 0 ? '' : `${n} ${n === 1 ? one : many}`;
  }).filter(Boolean);
  if (parts.length === 0) return '';
  return `used on ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`}`;
}
