/**
 * Runs the file manager's uploads: each file is sent on its own request (its own progress bar and
 * cancel button), then its processing job is followed to the end. The queue rows say where each is.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { cancelMediaProcessing, uploadOne, type MediaFile } from './media-api.ts';
import { MEDIA_WORDS } from './media-words.ts';
import { uploadQueue, type UploadItem } from './upload-queue.ts';
import { UploadFailure } from './upload-request.ts';
import { waitForProcessing } from './wait-for-processing.ts';

/** What {@link useUploads} gives the view. */
export interface Uploads {
  items: UploadItem[];
  add(files: readonly File[]): void;
  cancel(key: string): void;
  dismiss(key: string): void;
  clearFinished(): void;
}

let counter = 0;

/**
 * @param onUploaded called with each file once it is ready (the grid shows it first)
 */
export function useUploads(api: ApiClient, onUploaded: (file: MediaFile) => void): Uploads {
  const [items, dispatch] = useReducer(uploadQueue, []);
  // What cancels each running upload: the request while sending, the poll (and the job) while processing.
  const cancels = useRef(new Map<string, () => void>());
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(() => {
    const running = cancels.current;
    return () => running.forEach((cancel) => cancel());
  }, []);

  const send = useCallback(
    async (key: string, file: File) => {
      const request = uploadOne(file, (loaded, total) => dispatch({ type: 'progress', key, loaded, total }));
      cancels.current.set(key, request.cancel);
      try {
        const [sent] = (await request.answer).files ?? [];
        if (!sent) throw new UploadFailure('no-data', MEDIA_WORDS.noJobResponse);
        let ready = sent;
        if (sent.status === 'processing') {
          dispatch({ type: 'processing', key, fileId: sent.id });
          const stop = new AbortController();
          cancels.current.set(key, () => {
            stop.abort();
            void cancelMediaProcessing(api, sent.id).catch(() => {});
          });
          ready = await waitForProcessing(api, sent.id, { signal: stop.signal });
        } else if (sent.status === 'failed') {
          throw new UploadFailure('refused', sent.statusMessage ?? MEDIA_WORDS.processingFailed);
        }
        dispatch({ type: 'done', key, fileId: ready.id });
        uploaded.current(ready);
      } catch (error) {
        if (error instanceof UploadFailure && error.kind === 'cancelled') dispatch({ type: 'cancelled', key, message: error.message });
        else dispatch({ type: 'failed', key, message: error instanceof Error && error.message ? error.message : MEDIA_WORDS.errorUploading });
      } finally {
        cancels.current.delete(key);
      }
    },
    [api],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const batch = files.map((file) => ({ key: `u${++counter}`, fileName: file.name, total: file.size, file }));
      dispatch({ type: 'added', items: batch.map(({ key, fileName, total }) => ({ key, fileName, total })) });
      for (const { key, file } of batch) void send(key, file);
    },
    [send],
  );

  return {
    items,
    add,
    cancel: (key) => cancels.current.get(key)?.(),
    dismiss: (key) => dispatch({ type: 'dismissed', key }),
    clearFinished: () => dispatch({ type: 'cleared' }),
  };
}
