/**
 * The gallery editor's draft: title, settings and items in order, each item with a key of its own
 * (the same file may appear twice). Pure, so its rules are tested alone: the settings that apply
 * only with autoplay or thumbnails follow their switch, as the server requires.
 */
import { GALLERY_SETTINGS, type GallerySettingKey } from '@plinth/platform';
import type { GalleryBody, GalleryItemJson, GalleryJson } from './galleries-api.ts';

/** A setting's value (null: does not apply). */
export type SettingValue = string | number | boolean | null;
export type DraftSettings = Record<GallerySettingKey, SettingValue>;

/** An item as edited. */
export interface DraftItem extends GalleryItemJson {
  key: string;
}

export interface GalleryDraft {
  title: string;
  settings: DraftSettings;
  items: DraftItem[];
}

let nextKey = 0;
const keyed = (item: GalleryItemJson): DraftItem => ({ ...item, key: `item-${++nextKey}` });

/** The draft of a gallery the server answered. */
export function toDraft(gallery: GalleryJson): GalleryDraft {
  return { title: gallery.title, settings: { ...(gallery.settings as DraftSettings) }, items: gallery.items.map(keyed) };
}

const defaultOf = (key: GallerySettingKey) => GALLERY_SETTINGS[key].default as SettingValue;

/**
 * Changes one setting; turning autoplay on gives the duration its default (off: null), and
 * thumbnails does the same for the strip's height and margin.
 * @example setSetting(s, 'autoplay', true)['autoplay-duration'] // 5
 */
export function setSetting(settings: DraftSettings, key: GallerySettingKey, value: SettingValue): DraftSettings {
  const next = { ...settings, [key]: value };
  if (key === 'autoplay') next['autoplay-duration'] = value ? (settings['autoplay-duration'] ?? defaultOf('autoplay-duration')) : null;
  if (key === 'thumbnails') {
    for (const strip of ['thumbnail-strip-height', 'thumbnail-strip-margin'] as const) next[strip] = value ? (settings[strip] ?? defaultOf(strip)) : null;
  }
  return next;
}

/** A library file as the picker hands it. */
export interface PickedFile {
  id: string;
  fileName: string;
  contentType: string;
  url: string;
  originalSize: string | null;
  altText: string;
}

/** Adds a library file at the end, as an image (or video) item without meta. */
export function addFile(items: readonly DraftItem[], file: PickedFile): DraftItem[] {
  const { id, fileName, contentType, url, originalSize, altText } = file;
  return [
    ...items,
    keyed({ mediaId: id, mediaType: contentType.startsWith('video/') ? 'video' : 'imageFile', title: '', caption: '', link: null, media: { url, fileName, contentType, originalSize, altText } }),
  ];
}

/**
 * The item at `from` moved to `to` (clamped); the list is unchanged for a move onto itself.
 * @example moveItem(['a', 'b', 'c'], 0, 2) // ['b', 'c', 'a']
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(list.length - 1, to)), 0, moved as T);
  return next;
}

/** The PUT (and preview) body: what the server stores. */
export function galleryBody(draft: GalleryDraft): GalleryBody {
  return {
    title: draft.title.trim(),
    settings: draft.settings as GalleryBody['settings'],
    items: draft.items.map(({ mediaId, mediaType, title, caption, link }) => ({ mediaId, mediaType, title, caption, link: link?.trim() ? link.trim() : null })),
  };
}

/** Whether the draft differs from what was saved. */
export function isUnsaved(draft: GalleryDraft, saved: GalleryDraft): boolean {
  return JSON.stringify(galleryBody(draft)) !== JSON.stringify(galleryBody(saved));
}
