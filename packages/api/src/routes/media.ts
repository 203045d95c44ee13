import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { cursorQuery, idParams, limitQuery } from './owner.ts';

/*
 * The media library (platform.md §2 "File manager", §3 "Image", §4, §8 "Editor"; issue 14;
 * docs/media-api.md): owners upload files (multipart, streamed, several at once), each image is
 * processed as a job (processing → ready | failed), renamed, given alt text and a focal point,
 * replaced in place, deleted (with the places it is used). Reading needs content:read, every change
 * content:write. Files are served publicly at their URL, images with `?format=<W>w` derivatives.
 */

/** The srcset widths a derivative may have (platform.md §9 "Responsive image widths"). */
export const MEDIA_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** Every `?format=` value the file URL answers: a width (`500w`) or `original`; anything else is a 400. */
export const MEDIA_FORMATS = [...MEDIA_WIDTHS.map((w) => `${w}w` as const), 'original'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];
/** A processing job's states as the file manager shows them (platform.md §4). */
export const MEDIA_JOB_STATUSES = ['processing', 'ready', 'failed', 'cancelled'] as const;
export const MEDIA_USAGE_KINDS = ['page', 'post', 'product', 'gallery'] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];
export const MEDIA_SORTS = ['newest', 'oldest', 'name', 'size'] as const;

/** Public files live under this path: `/media/<id>/<fileName>` (stable) and `/media/<id>/v<version>/<fileName>` (immutable). */
export const MEDIA_URL_PREFIX = '/media/';
/** The upload size cap when the operator sets none (PLINTH_MEDIA_MAX_UPLOAD_BYTES). */
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** File names are at most this long (characters). */
export const MAX_FILE_NAME_LENGTH = 200;
/** Alt text is capped at 250 characters (platform.md §9 "Rendering"). */
export const MAX_ALT_TEXT_LENGTH = 250;
/**
 * The derivative widths worth offering for a library image `originalWidth` px wide: every width up
 * to it (a derivative is never wider than its original), as the hosted builder's
 * `systemDataVariants` writes them. Empty for anything that is not a library URL.
 * @example srcsetWidths('/media/a/v1/mug.png', 800) // ['100w', '300w', '500w', '750w']
 */
export function srcsetWidths(url: string, originalWidth: number): string[] {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return [];
  return MEDIA_WIDTHS.filter((width) => width <= originalWidth).map((width) => `${width}w`);
}

/**
 * A `srcset` of a library image's derivatives (`url?format=<W>w <W>w, …`), or '' for any other URL.
 * @example mediaSrcset('/media/a/v1/mug.png', 300) // '/media/a/v1/mug.png?format=100w 100w,/media/a/v1/mug.png?format=300w 300w'
 */
export function mediaSrcset(url: string, originalWidth: number): string {
  return srcsetWidths(url, originalWidth).map((width) => `${url}?format=${width} ${width}`).join(',');
}

/** Files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;

/**
 * A size in 1024 units, as the spec's messages show it (platform.md §9): `512 B`, `1.5 KB`, `20 MB`.
 * @example formatFileSize(20 * 1024 * 1024) // '20 MB'
 */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const text = unit === 0 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
  return `${text} ${units[unit]}`;
}

/** The spec's strings (platform.md §5 "Editor messages", §8 "Editor"), exactly. */
export const MEDIA_MESSAGES = {
  fileNameRequired: 'Please enter a file name.',
  unsupportedType: (fileName: string) => `The file ${fileName} does not appear to be a supported file type.`,
  tooLarge: (fileName: string, maxBytes: number) => `The file ${fileName} is too large; the maximum allowed file size is ${formatFileSize(maxBytes)}.`,
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
} as const;

/** Where a file is used. */
export const mediaUsage = z.object({ kind: z.enum(MEDIA_USAGE_KINDS), id: z.string(), title: z.string() });
export type MediaUsage = z.infer<typeof mediaUsage>;

/** "used on 3 pages and 1 product" (empty string when unused): what the delete warning says. */
export function usageSummary(usage: readonly Pick<MediaUsage, 'kind'>[]): string {
  if (usage.length === 0) return '';
  const counts = MEDIA_USAGE_KINDS.map((kind) => [kind, usage.filter((u) => u.kind === kind).length] as const).filter(([, n]) => n > 0);
  const parts = counts.map(([kind, n]) => `${n} ${kind}${n === 1 ? '' : 's'}`);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `used on ${list}`;
}

const unit = z.number().min(0, 'A focal point is between 0 and 1.').max(1, 'A focal point is between 0 and 1.');
/** Where the subject is, as fractions of width and height from the top left (0.5, 0.5 is the centre). */
export const mediaFocalPoint = z.object({ x: unit, y: unit });
/** An average colour, `#rrggbb`. */
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/);
/** The average colours of five regions (platform.md §3 "Image"). */
export const mediaColorData = z.object({ topLeft: hexColour, topRight: hexColour, bottomLeft: hexColour, bottomRight: hexColour, center: hexColour });

/** One library file as the owner sees it. */
export const mediaFile = z.object({
  id: z.string(),
  fileName: z.string(),
  /** Decided from the bytes (image/jpeg, image/png, image/webp, image/gif, image/avif, application/pdf…). */
  contentType: z.string(),
  /** Bytes of the stored original. */
  size: z.number().int(),
  /** The stable public URL, `/media/<id>/<fileName>`: it survives replace (revalidated with an ETag). */
  url: z.string(),
  /** The same file at an immutable URL `/media/<id>/v<version>/<fileName>` (cached for a year; a replace makes a new one). Append `?format=500w`. */
  assetUrl: z.string(),
  /** Bumped by every replace. */
  version: z.number().int(),
  /** `WIDTHxHEIGHT` of an image once processed; null for other files and before processing. */
  originalSize: z.string().regex(/^\d+x\d+$/).nullable(),
  colorData: mediaColorData.nullable(),
  mediaFocalPoint: mediaFocalPoint.nullable(),
  altText: z.string(),
  status: z.enum(MEDIA_STATUSES),
  /** Why processing failed (one of the spec's messages), else null. */
  statusMessage: z.string().nullable(),
  /** Whether `?format=<W>w` derivatives exist (raster images). */
  isImage: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  usage: z.array(mediaUsage),
});
export type MediaFile = z.infer<typeof mediaFile>;

/** A processing job (its id is the file's id). */
export const mediaJob = z.object({
  id: z.string(),
  status: z.enum(MEDIA_JOB_STATUSES),
  /** The spec's message for failed and cancelled jobs, else null. */
  message: z.string().nullable(),
  file: mediaFile.nullable(),
});

/** The public file URL's query. */
export const mediaFileQuery = z.object({
  format: z.enum(MEDIA_FORMATS, { error: `format must be one of ${MEDIA_FORMATS.join(', ')}.` }).optional(),
});

/** GET /api/owner/media. */
export const listMedia = defineRoute({
  method: 'GET',
  path: '/api/owner/media',
  tag: 'media',
  access: 'content:read',
  summary: 'The library, newest first by default: search by name or alt text, sort, "Load More" with nextCursor',
  query: z.object({
    search: z.string().trim().max(200, 'search is too long.').optional(),
    sort: z.enum(MEDIA_SORTS, { error: `sort must be one of ${MEDIA_SORTS.join(', ')}.` }).default('newest'),
    /** `image` lists only images (the image pickers). */
    type: z.enum(['any', 'image'], { error: 'type must be any or image.' }).default('any'),
    cursor: cursorQuery,
    limit: limitQuery,
  }),
  response: z.object({
    files: z.array(mediaFile),
    nextCursor: z.string().nullable(),
    /** The upload cap (a setting, PLINTH_MEDIA_MAX_UPLOAD_BYTES): check before sending, show with formatFileSize. */
    maxUploadBytes: z.number().int(),
  }),
});

/**
 * POST /api/owner/media — multipart/form-data with one or more `file` parts (and optionally an
 * `altText` field before them). Each file is streamed to storage under the size cap, its type
 * decided from its bytes; images then process as a job (poll GET …/:id/job). 413 with the spec's
 * message when a file is over the cap; 400 for an unsupported type.
 */
export const uploadMedia = defineRoute({
  method: 'POST',
  path: '/api/owner/media',
  tag: 'media',
  access: 'content:write',
  summary: 'Uploads files (multipart, `file` parts, streamed, size-capped, type read from the bytes); images start processing',
  multipart: { fileField: 'file', maxFiles: MAX_FILES_PER_UPLOAD, fields: z.object({ altText: z.string().max(MAX_ALT_TEXT_LENGTH).optional() }) },
  response: z.object({ files: z.array(mediaFile) }),
  status: 201,
});

/** GET /api/owner/media/:id. */
export const getMedia = defineRoute({
  method: 'GET',
  path: '/api/owner/media/:id',
  tag: 'media',
  access: 'content:read',
  summary: 'One file with where it is used',
  params: idParams,
  response: z.object({ file: mediaFile }),
});

/** GET /api/owner/media/:id/job. */
export const getMediaJob = defineRoute({
  method: 'GET',
  path: '/api/owner/media/:id/job',
  tag: 'media',
  access: 'content:read',
  summary: "A file's processing job: processing, ready, failed (with 'File processing failed.' or 'File processing failed to complete.') or cancelled",
  params: idParams,
  response: z.object({ job: mediaJob }),
});

/** POST /api/owner/media/:id/job/cancel. */
export const cancelMediaJob = defineRoute({
  method: 'POST',
  path: '/api/owner/media/:id/job/cancel',
  tag: 'media',
  access: 'content:write',
  summary: "Cancels a file's processing: the file is removed ('File processing cancelled.'); a finished job is left as it is",
  params: idParams,
  response: z.object({ job: mediaJob }),
});

/** PATCH /api/owner/media/:id. */
export const updateMedia = defineRoute({
  method: 'PATCH',
  path: '/api/owner/media/:id',
  tag: 'media',
  access: 'content:write',
  summary: 'Renames a file, sets its alt text (used everywhere) or its focal point (null clears it)',
  params: idParams,
  body: z
    .object({
      fileName: z.string({ error: MEDIA_MESSAGES.fileNameRequired }).trim().min(1, MEDIA_MESSAGES.fileNameRequired).max(MAX_FILE_NAME_LENGTH, `A file name is at most ${MAX_FILE_NAME_LENGTH} characters.`).optional(),
      altText: z.string().max(MAX_ALT_TEXT_LENGTH, `Alt text is at most ${MAX_ALT_TEXT_LENGTH} characters.`).optional(),
      mediaFocalPoint: mediaFocalPoint.nullable().optional(),
    })
    .strict(),
  response: z.object({ file: mediaFile }),
});

/**
 * PUT /api/owner/media/:id/content — multipart with one `file` part: the new bytes replace the old
 * at the same URL (`url` unchanged, `version` and `assetUrl` new); the file processes again.
 */
export const replaceMedia = defineRoute({
  method: 'PUT',
  path: '/api/owner/media/:id/content',
  tag: 'media',
  access: 'content:write',
  summary: 'Replaces a file in place (multipart, one `file` part): same URL, new version, processed again',
  params: idParams,
  multipart: { fileField: 'file', maxFiles: 1 },
  response: z.object({ file: mediaFile }),
});

/** DELETE /api/owner/media/:id. */
export const deleteMedia = defineRoute({
  method: 'DELETE',
  path: '/api/owner/media/:id',
  tag: 'media',
  access: 'content:write',
  summary: "Deletes a file and its derivatives; a file still used is refused (409 'This file is used on …') unless force=true",
  params: idParams,
  query: z.object({ force: z.enum(['true', 'false'], { error: 'force must be true or false.' }).default('false') }),
  responseType: 'empty',
  status: 204,
});

/** Every route of this file (API_ROUTES lists them). */
export const mediaRoutes: readonly ApiRoute[] = [listMedia, uploadMedia, getMedia, getMediaJob, cancelMediaJob, updateMedia, replaceMedia, deleteMedia];
