/**
 * The uploads the file manager shows while they run: one row per file with its progress, its
 * phase (sending, processing, done, failed, cancelled) and, when it did not finish, the
 * platform.md §8 sentence saying why. A pure reducer, so the rules are tested without a browser.
 */

/** Where one upload is. */
export type UploadPhase = 'uploading' | 'processing' | 'done' | 'failed' | 'cancelled';

/** One file being uploaded. */
export interface UploadItem {
  /** Unique within the queue. */
  key: string;
  fileName: string;
  /** Bytes sent of `total`. */
  loaded: number;
  total: number;
  phase: UploadPhase;
  /** The library file's id once the server has it (processing can then be polled and cancelled). */
  fileId: string | null;
  /** Why it did not finish. */
  message: string | null;
}

/** What can happen to the queue. */
export type UploadEvent =
  | { type: 'added'; items: { key: string; fileName: string; total: number }[] }
  | { type: 'progress'; key: string; loaded: number; total: number }
  | { type: 'processing'; key: string; fileId: string }
  | { type: 'done'; key: string; fileId: string }
  | { type: 'failed'; key: string; message: string }
  | { type: 'cancelled'; key: string; message: string }
  | { type: 'dismissed'; key: string }
  | { type: 'cleared' };

const FINISHED: readonly UploadPhase[] = ['done', 'failed', 'cancelled'];

/** Whether an upload has ended (and can only be dismissed). */
export function isFinished(item: UploadItem): boolean {
  return FINISHED.includes(item.phase);
}

/** The queue after `event`; an event for a finished upload changes nothing (a late progress after a cancel, say). */
export function uploadQueue(queue: readonly UploadItem[], event: UploadEvent): UploadItem[] {
  if (event.type === 'added') {
    return [...queue, ...event.items.map((i): UploadItem => ({ ...i, loaded: 0, phase: 'uploading', fileId: null, message: null }))];
  }
  if (event.type === 'cleared') return queue.filter((item) => !isFinished(item));
  if (event.type === 'dismissed') return queue.filter((item) => item.key !== event.key);
  return queue.map((item) => {
    if (item.key !== event.key || isFinished(item)) return item;
    switch (event.type) {
      case 'progress':
        return { ...item, loaded: Math.min(event.loaded, event.total), total: event.total };
      case 'processing':
        return { ...item, loaded: item.total, phase: 'processing', fileId: event.fileId };
      case 'done':
        return { ...item, loaded: item.total, phase: 'done', fileId: event.fileId };
      case 'failed':
        return { ...item, phase: 'failed', message: event.message };
      case 'cancelled':
        return { ...item, phase: 'cancelled', message: event.message };
    }
  });
}

/** Percent sent, 0 to 100, for the progress bar. */
export function percentSent(item: Pick<UploadItem, 'loaded' | 'total'>): number {
  return item.total > 0 ? Math.round((item.loaded / item.total) * 100) : 0;
}
