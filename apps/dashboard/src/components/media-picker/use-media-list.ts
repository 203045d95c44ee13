/**
 * The library as listed: the first page for a query, then each 'Load More' appended, with the
 * fetch state (platform.md §4) of the first page and of the next one.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { listMediaPage, type MediaFile, type MediaQuery } from './media-api.ts';

/** The list and its means. */
export interface MediaList {
  status: 'pending' | 'success' | 'failed';
  files: MediaFile[];
  nextCursor: string | null;
  loadingMore: boolean;
  moreFailed: boolean;
  loadMore(): void;
  retry(): void;
  /** Puts a new or changed file in the list (new ones first). */
  upsert(file: MediaFile): void;
  remove(id: string): void;
}

export function useMediaList(api: ApiClient, query: MediaQuery): MediaList {
  const [status, setStatus] = useState<MediaList['status']>('pending');
  const [files, setFiles] = useState<MediaFile[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = `${query.search}|${query.sort}|${query.imagesOnly}`;

  useEffect(() => {
    let current = true;
    setStatus('pending');
    listMediaPage(api, query, null).then(
      (page) => {
        if (!current) return;
        setFiles(page.files);
        setNextCursor(page.nextCursor);
        setStatus('success');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
    // The key names the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, attempt]);

  const loadMore = useCallback(() => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    listMediaPage(api, query, nextCursor).then(
      (page) => {
        // A file uploaded meanwhile may be on the next page too: keep one of each.
        setFiles((old) => [...old, ...page.files.filter((f) => !old.some((o) => o.id === f.id))]);
        setNextCursor(page.nextCursor);
        setLoadingMore(false);
      },
      () => {
        setMoreFailed(true);
        setLoadingMore(false);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key, nextCursor, loadingMore]);

  return {
    status,
    files,
    nextCursor,
    loadingMore,
    moreFailed,
    loadMore,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    upsert: useCallback((file: MediaFile) => setFiles((old) => (old.some((f) => f.id === file.id) ? old.map((f) => (f.id === file.id ? file : f)) : [file, ...old])), []),
    remove: useCallback((id: string) => setFiles((old) => old.filter((f) => f.id !== id)), []),
  };
}
