import {
  GALLERY_ACTIVE_ALIGNMENTS, GALLERY_ASPECT_RATIOS, GALLERY_DESIGNS, GALLERY_ITEM_MEDIA_TYPES, GALLERY_META_POSITIONS, GALLERY_SETTINGS,
  LAYOUT_LIMITS, type GallerySettingKey,
} from '@plinth/platform';
import { z } from 'zod';
import { defineRoute, type ApiRoute } from '../api-route.ts';
import { idParams } from './owner.ts';

/*
 * The galleries feature's routes (apps/server/src/features/galleries, docs/galleries-api.md): a
 * site's gallery blocks — their items (files of the media library) and their settings
 * (platform.md §3 "Gallery settings", every value, bound and default). Reading needs content:read,
 * every change content:write.
 */

/** Items a gallery holds at most (platform.md §9 "Gallery size: 50"). */
export const GALLERY_MAX_ITEMS: number = LAYOUT_LIMITS.gallerySize;

const words = (values: readonly string[]) => values.join(', ');
const choice = <const T extends readonly [string, ...string[]]>(key: string, values: T) =>
  z.enum(values, { error: `${key} must be one of ${words(values)}.` });
const bool = (key: string) => z.boolean({ error: `${key} must be true or false.` });
const range = (key: GallerySettingKey) => {
  const spec = GALLERY_SETTINGS[key] as { min: number; max: number };
  const message = `${key} must be a whole number from ${spec.min} to ${spec.max}.`;
  return z.number({ error: message }).int(message).min(spec.min, message).max(spec.max, message);
};
const defaults = GALLERY_SETTINGS as Record<GallerySettingKey, { default: unknown }>;
const def = (key: GallerySettingKey) => defaults[key].default as never;

/**
 * Gallery settings as the owner sends them: every key optional (missing ones take the spec's
 * default), unknown keys refused. `autoplay-duration` may be given only with autoplay on, the
 * thumbnail strip's height and margin only with thumbnails on (null or absent otherwise).
 */
export const gallerySettingsInput = z
  .strictObject(
    {
      design: choice('design', GALLERY_DESIGNS as unknown as ['grid', ...string[]]).default(def('design')),
      autoplay: bool('autoplay').default(def('autoplay')),
      'autoplay-duration': range('autoplay-duration').nullable().optional(),
      controls: bool('controls').default(def('controls')),
      'auto-crop': bool('auto-crop').default(def('auto-crop')),
      'aspect-ratio': choice('aspect-ratio', GALLERY_ASPECT_RATIOS as unknown as ['square', ...string[]]).default(def('aspect-ratio')),
      'square-thumbs': bool('square-thumbs').default(def('square-thumbs')),
      thumbnails: bool('thumbnails').default(def('thumbnails')),
      'thumbnail-strip-height': range('thumbnail-strip-height').nullable().optional(),
      'thumbnail-strip-margin': range('thumbnail-strip-margin').nullable().optional(),
      'show-meta-basic': bool('show-meta-basic').default(def('show-meta-basic')),
      'show-meta': bool('show-meta').default(def('show-meta')),
      'show-meta-only-title': bool('show-meta-only-title').default(def('show-meta-only-title')),
      'meta-position': choice('meta-position', GALLERY_META_POSITIONS as unknown as ['bottom', ...string[]]).default(def('meta-position')),
      'show-meta-on-hover': bool('show-meta-on-hover').default(def('show-meta-on-hover')),
      'active-alignment': choice('active-alignment', GALLERY_ACTIVE_ALIGNMENTS as unknown as ['center', ...string[]]).default(def('active-alignment')),
      'thumbnails-per-row': range('thumbnails-per-row').default(def('thumbnails-per-row')),
      padding: range('padding').default(def('padding')),
      lightbox: bool('lightbox').default(def('lightbox')),
      lightboxTheme: choice('lightboxTheme', ['dark', 'light']).default('dark'),
      'max-width': range('max-width').default(def('max-width')),
      newWindow: bool('newWindow').default(def('newWindow')),
      transparentBackground: bool('transparentBackground').default(def('transparentBackground')),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown gallery setting: ${issue.keys.join(', ')}.` : 'settings must be an object.') },
  )
  .refine((s) => s.autoplay || s['autoplay-duration'] == null, {
    message: 'autoplay-duration applies only when autoplay is on.',
    path: ['autoplay-duration'],
  })
  .refine((s) => s.thumbnails || (s['thumbnail-strip-height'] == null && s['thumbnail-strip-margin'] == null), {
    message: 'The thumbnail strip’s height and margin apply only when thumbnails is on.',
    path: ['thumbnails'],
  })
  // Stored whole: the duration and strip take their defaults when they apply and were not given.
  .transform((s) => ({
    ...s,
    'autoplay-duration': s.autoplay ? (s['autoplay-duration'] ?? def('autoplay-duration')) : null,
    'thumbnail-strip-height': s.thumbnails ? (s['thumbnail-strip-height'] ?? def('thumbnail-strip-height')) : null,
    'thumbnail-strip-margin': s.thumbnails ? (s['thumbnail-strip-margin'] ?? def('thumbnail-strip-margin')) : null,
  }));

/** Every setting of a stored gallery (inapplicable ones null). */
export type GallerySettingsJson = z.output<typeof gallerySettingsInput>;

/** One gallery item as the owner sends it. */
export const galleryItemInput = z
  .object({
    /** A file of the media library; null only for imageEmpty (a placeholder). */
    mediaId: z.string().trim().min(1, 'mediaId is required.').max(100, 'mediaId is too long.').nullable(),
    mediaType: z.enum(GALLERY_ITEM_MEDIA_TYPES as unknown as ['imageFile', ...string[]], {
      error: `mediaType must be one of ${words(GALLERY_ITEM_MEDIA_TYPES)}.`,
    }).default('imageFile'),
    /** The item's title (meta), shown by show-meta-basic and show-meta-only-title. */
    title: z.string().trim().max(200, 'A title is at most 200 characters.').default(''),
    /** The caption (meta description), read by screen readers with the image. */
    caption: z.string().trim().max(1000, 'A caption is at most 1000 characters.').default(''),
    /** Where the item leads when clicked (opens in a new window with newWindow). */
    link: z.string().trim().max(2083, 'A link is at most 2083 characters.')
      .regex(/^(\/|https?:\/\/)/, 'A link must start with /, http:// or https://.').nullable().default(null),
  })
  .refine((item) => (item.mediaType === 'imageEmpty') === (item.mediaId === null), {
    message: 'An imageEmpty item has no mediaId; every other item needs one.',
    path: ['mediaId'],
  });

/** The body of a create or a change: the whole gallery. */
export const galleryInput = z.object(
  {
    title: z.string({ error: 'title is required.' }).trim().min(1, 'title is required.').max(200, 'A title is at most 200 characters.'),
    settings: gallerySettingsInput.default(() => gallerySettingsInput.parse({})),
    items: z.array(galleryItemInput).max(GALLERY_MAX_ITEMS, `A gallery holds at most ${GALLERY_MAX_ITEMS} items.`).default([]),
  },
  { error: 'The body must be a JSON object with title, settings and items.' },
);

/** A stored item, with what the library says of its file. */
export const galleryItemJson = z.object({
  mediaId: z.string().nullable(),
  mediaType: z.enum(GALLERY_ITEM_MEDIA_TYPES as unknown as ['imageFile', ...string[]]),
  title: z.string(),
  caption: z.string(),
  link: z.string().nullable(),
  /** The file's public URL, its size 'WxH' and alt text (null when the file is gone or pending). */
  media: z.object({ url: z.string(), fileName: z.string(), contentType: z.string(), originalSize: z.string().nullable(), altText: z.string() }).nullable(),
});

/** A gallery as the owner sees it. */
export const galleryJson = z.object({
  id: z.string(),
  title: z.string(),
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  items: z.array(galleryItemJson),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});

/** A gallery in the list. */
export const gallerySummary = z.object({
  id: z.string(),
  title: z.string(),
  design: z.string(),
  itemCount: z.number().int(),
  updatedAt: z.number().int(),
});

/** GET /api/owner/galleries. */
export const listGalleries = defineRoute({
  method: 'GET',
  path: '/api/owner/galleries',
  tag: 'galleries',
  access: 'content:read',
  summary: "The site's galleries, last changed first",
  response: z.object({ galleries: z.array(gallerySummary) }),
});

/** POST /api/owner/galleries. */
export const createGallery = defineRoute({
  method: 'POST',
  path: '/api/owner/galleries',
  tag: 'galleries',
  access: 'content:write',
  summary: 'Creates a gallery (items are library files; settings take their defaults)',
  body: galleryInput,
  response: z.object({ gallery: galleryJson }),
  status: 201,
});

/** GET /api/owner/galleries/:id. */
export const getGallery = defineRoute({
  method: 'GET',
  path: '/api/owner/galleries/:id',
  tag: 'galleries',
  access: 'content:read',
  summary: 'One gallery with its items and every setting',
  params: idParams,
  response: z.object({ gallery: galleryJson }),
});

/** PUT /api/owner/galleries/:id. */
export const updateGallery = defineRoute({
  method: 'PUT',
  path: '/api/owner/galleries/:id',
  tag: 'galleries',
  access: 'content:write',
  summary: 'Replaces a gallery’s title, items (in their order) and settings',
  params: idParams,
  body: galleryInput,
  response: z.object({ gallery: galleryJson }),
});

/** DELETE /api/owner/galleries/:id. */
export const deleteGallery = defineRoute({
  method: 'DELETE',
  path: '/api/owner/galleries/:id',
  tag: 'galleries',
  access: 'content:write',
  summary: 'Deletes a gallery (pages that name it show nothing in its place)',
  params: idParams,
  responseType: 'empty',
  status: 204,
});

/** POST /api/owner/galleries/preview. */
export const previewGallery = defineRoute({
  method: 'POST',
  path: '/api/owner/galleries/preview',
  tag: 'galleries',
  access: 'content:read',
  summary: 'Renders an unsaved gallery as a page would (the settings panel’s live preview)',
  body: galleryInput,
  response: z.object({ html: z.string(), css: z.string() }),
});

/** Every route of this file (API_ROUTES lists them). */
export const galleriesRoutes: readonly ApiRoute[] = [listGalleries, createGallery, previewGallery, getGallery, updateGallery, deleteGallery];
