/**
 * The media library's calls (contract: @plinth/api `mediaRoutes`, docs/media-api.md), in one place
 * so the views stay about views. Uploads go through {@link startUpload} for their progress bars.
 */
import type { getMediaJob, listMedia, MediaFile, mediaJob, updateMedia } from '@plinth/api';
import type { z } from 'zod';
import { requestFor } from '@plinth/api/client';
import type { ApiClient } from '../../api/client.ts';
import { MEDIA_WORDS } from './media-words.ts';
import { startUpload, UploadFailure, type RunningUpload, type UploadBrowser } from './upload-request.ts';

export type { MediaFile };
export type MediaJob = z.infer<typeof mediaJob>;
export type MediaPage = z.infer<typeof listMedia.response>;
export type MediaChanges = z.input<typeof updateMedia.body>;

/** How the library is listed. */
export type MediaSort = 'newest' | 'oldest' | 'name' | 'size';
export interface MediaQuery {
  search: string;
  sort: MediaSort;
  imagesOnly: boolean;
}

const one = (id: string) => ({ params: { id } });

/**
 * The list call's URL for a query and a cursor.
 * @example mediaListPath({ search: 'tee', sort: 'name', imagesOnly: false }, null) // listMedia's URL with ?sort=name&search=tee
 */
export function mediaListPath(query: MediaQuery, cursor: string | null): string {
  return requestFor('listMedia', mediaListRequest(query, cursor)).url;
}

/** The request of `listMedia` for a query and a cursor (empty parts left out). */
export function mediaListRequest(query: MediaQuery, cursor: string | null) {
  return { query: { sort: query.sort, search: query.search.trim() || undefined, type: query.imagesOnly ? ('image' as const) : undefined, cursor: cursor || undefined } };
}

/** `listMedia`. */
export function listMediaPage(api: ApiClient, query: MediaQuery, cursor: string | null): Promise<MediaPage> {
  return api.call('listMedia', mediaListRequest(query, cursor));
}

/** `getMedia`. */
export async function getMediaFile(api: ApiClient, id: string): Promise<MediaFile> {
  return (await api.call('getMedia', one(id))).file;
}

/** `updateMedia`: rename, alt text, focal point. */
export async function changeMedia(api: ApiClient, id: string, changes: MediaChanges): Promise<MediaFile> {
  return (await api.call('updateMedia', { ...one(id), body: changes })).file;
}

/** `deleteMedia` with `force=true` (the owner has seen where it is used). */
export async function deleteMediaFile(api: ApiClient, id: string): Promise<void> {
  await api.call('deleteMedia', { ...one(id), query: { force: 'true' } });
}

/** `getMediaJob`; an answer without a job is the spec's 'No response data from job request.' */
export async function mediaJobOf(api: ApiClient, id: string): Promise<MediaJob> {
  const answer = (await api.call('getMediaJob', one(id))) as Partial<z.infer<typeof getMediaJob.response>> | null;
  if (!answer?.job) throw new UploadFailure('no-data', MEDIA_WORDS.noJobResponse);
  return answer.job;
}

/** `cancelMediaJob`. */
export async function cancelMediaProcessing(api: ApiClient, id: string): Promise<void> {
  await api.call('cancelMediaJob', one(id));
}

/** `uploadMedia` with one file, so each file has its own progress bar and cancel button. */
export function uploadOne(file: File, onProgress: (loaded: number, total: number) => void, browser?: UploadBrowser): RunningUpload<{ files: MediaFile[] }> {
  return startUpload({ url: requestFor('uploadMedia').url, file, onProgress }, browser);
}

/** `replaceMedia`: new bytes at the same URL. */
export function uploadReplacement(id: string, file: File, onProgress: (loaded: number, total: number) => void, browser?: UploadBrowser): RunningUpload<{ file: MediaFile }> {
  return startUpload({ method: 'PUT', url: requestFor('replaceMedia', one(id)).url, file, onProgress }, browser);
}

/**
 * A library image's URL at a srcset width, so a grid thumbnail never downloads the original.
 * @example thumbnailUrl({ assetUrl: '/media/m1/v2/a.jpg', isImage: true }, 300) // '/media/m1/v2/a.jpg?format=300w'
 */
export function thumbnailUrl(file: Pick<MediaFile, 'assetUrl' | 'isImage'>, width: 100 | 300 | 500 | 750 | 1000): string | null {
  return file.isImage ? `${file.assetUrl}?format=${width}w` : null;
}
