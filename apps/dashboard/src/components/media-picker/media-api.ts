/**
 * The media library's calls (contract: @plinth/api `mediaRoutes`, docs/media-api.md), in one place
 * so the views stay about views. Uploads go through {@link startUpload} for their progress bars.
 */
import type { getMediaJob, listMedia, MediaFile, mediaJob, updateMedia } from '@plinth/api';
import type { z } from 'zod';
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

const BASE = '/api/owner/media';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/**
 * The list call's path for a query and a cursor.
 * @example mediaListPath({ search: 'tee', sort: 'name', imagesOnly: false }, null) // '/api/owner/media?sort=name&search=tee'
 */
export function mediaListPath(query: MediaQuery, cursor: string | null): string {
  const params = new URLSearchParams({ sort: query.sort });
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.imagesOnly) params.set('type', 'image');
  if (cursor) params.set('cursor', cursor);
  return `${BASE}?${params}`;
}

/** `GET /api/owner/media`. */
export function listMediaPage(api: ApiClient, query: MediaQuery, cursor: string | null): Promise<MediaPage> {
  return api.get<MediaPage>(mediaListPath(query, cursor));
}

/** `GET /api/owner/media/:id`. */
export async function getMediaFile(api: ApiClient, id: string): Promise<MediaFile> {
  return (await api.get<{ file: MediaFile }>(one(id))).file;
}

/** `PATCH /api/owner/media/:id`: rename, alt text, focal point. */
export async function changeMedia(api: ApiClient, id: string, changes: MediaChanges): Promise<MediaFile> {
  return (await api.send<{ file: MediaFile }>('PATCH', one(id), changes)).file;
}

/** `DELETE /api/owner/media/:id?force=true` (the owner has seen where it is used). */
export async function deleteMediaFile(api: ApiClient, id: string): Promise<void> {
  await api.send('DELETE', `${one(id)}?force=true`);
}

/** `GET /api/owner/media/:id/job`; an answer without a job is the spec's 'No response data from job request.' */
export async function mediaJobOf(api: ApiClient, id: string): Promise<MediaJob> {
  const answer = await api.get<Partial<z.infer<typeof getMediaJob.response>> | null>(`${one(id)}/job`);
  if (!answer?.job) throw new UploadFailure('no-data', MEDIA_WORDS.noJobResponse);
  return answer.job;
}

/** `POST /api/owner/media/:id/job/cancel`. */
export async function cancelMediaProcessing(api: ApiClient, id: string): Promise<void> {
  await api.send('POST', `${one(id)}/job/cancel`);
}

/** `POST /api/owner/media` with one file, so each file has its own progress bar and cancel button. */
export function uploadOne(file: File, onProgress: (loaded: number, total: number) => void, browser?: UploadBrowser): RunningUpload<{ files: MediaFile[] }> {
  return startUpload({ url: BASE, file, onProgress }, browser);
}

/** `PUT /api/owner/media/:id/content`: new bytes at the same URL. */
export function uploadReplacement(id: string, file: File, onProgress: (loaded: number, total: number) => void, browser?: UploadBrowser): RunningUpload<{ file: MediaFile }> {
  return startUpload({ method: 'PUT', url: `${one(id)}/content`, file, onProgress }, browser);
}

/**
 * A library image's URL at a srcset width, so a grid thumbnail never downloads the original.
 * @example thumbnailUrl({ assetUrl: '/media/m1/v2/a.jpg', isImage: true }, 300) // '/media/m1/v2/a.jpg?format=300w'
 */
export function thumbnailUrl(file: Pick<MediaFile, 'assetUrl' | 'isImage'>, width: 100 | 300 | 500 | 750 | 1000): string | null {
  return file.isImage ? `${file.assetUrl}?format=${width}w` : null;
}
