import { MEDIA_URL_PREFIX, type MediaFile, type MediaStatus, type MediaUsage } from '@plinth/api';
import { parseJson } from '../../infra/database/json.ts';
import { isRasterImage } from './media-types.ts';
import type { MediaRow } from './media-repository.ts';

/** The stable public URL of a file: `/media/<id>/<fileName>` (the name is for people; the id decides). */
export function mediaUrl(id: string, fileName: string): string {
  return `${MEDIA_URL_PREFIX}${id}/${encodeURIComponent(fileName)}`;
}

/** The immutable URL of one version: `/media/<id>/v<version>/<fileName>`. */
export function mediaAssetUrl(id: string, version: number, fileName: string): string {
  return `${MEDIA_URL_PREFIX}${id}/v${version}/${encodeURIComponent(fileName)}`;
}

/** A row as the API shows it. */
export function mediaJson(row: MediaRow, usage: MediaUsage[] = []): MediaFile {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    url: mediaUrl(row.id, row.file_name),
    assetUrl: mediaAssetUrl(row.id, row.version, row.file_name),
    version: row.version,
    originalSize: row.width && row.height ? `${row.width}x${row.height}` : null,
    colorData: row.color_data_json ? parseJson(row.color_data_json, null) : null,
    mediaFocalPoint: row.focal_x !== null && row.focal_y !== null ? { x: row.focal_x, y: row.focal_y } : null,
    altText: row.alt_text,
    status: row.status as MediaStatus,
    statusMessage: row.status_message,
    isImage: isRasterImage(row.content_type),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    usage,
  };
}
