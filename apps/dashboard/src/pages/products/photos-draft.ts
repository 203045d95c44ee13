/**
 * The product photo editor's draft: photos in order (the first is the main image), each with the
 * library alt text as typed, and the photo each variant shows. Pure, so its rules are tested alone.
 */
import type { productImages } from '@plinth/api';
import type { z } from 'zod';

export type ProductImages = z.infer<typeof productImages>;
export type ProductPhoto = ProductImages['images'][number];

/** A photo as edited: its alt text may differ from the library's until saved. */
export interface DraftPhoto extends ProductPhoto {
  draftAlt: string;
}

export interface PhotosDraft {
  photos: DraftPhoto[];
  /** Variant id → media id (absent: the main image). */
  variantImages: Record<string, string>;
}

/** The draft of what the server answered. */
export function toDraft(answer: ProductImages): PhotosDraft {
  return {
    photos: answer.images.map((image) => ({ ...image, draftAlt: image.altText })),
    variantImages: Object.fromEntries(answer.variants.filter((v) => v.mediaId !== null).map((v) => [v.variantId, v.mediaId as string])),
  };
}

/**
 * The photo at `from` moved to `to` (both clamped); the list is unchanged for a move onto itself.
 * @example movePhoto(['a', 'b', 'c'], 0, 2) // ['b', 'c', 'a']
 */
export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** Adds a library file at the end (once). */
export function addPhoto(draft: PhotosDraft, photo: ProductPhoto): PhotosDraft {
  if (draft.photos.some((p) => p.mediaId === photo.mediaId)) return draft;
  return { ...draft, photos: [...draft.photos, { ...photo, draftAlt: photo.altText }] };
}

/** Removes a photo, and with it any variant image that was this photo. */
export function removePhoto(draft: PhotosDraft, mediaId: string): PhotosDraft {
  const variantImages = Object.fromEntries(Object.entries(draft.variantImages).filter(([, id]) => id !== mediaId));
  return { photos: draft.photos.filter((p) => p.mediaId !== mediaId), variantImages };
}

/** The PUT body: the photo ids in order and every variant's image. */
export function photosBody(draft: PhotosDraft, variantIds: readonly string[]): { mediaIds: string[]; variants: { variantId: string; mediaId: string | null }[] } {
  return {
    mediaIds: draft.photos.map((p) => p.mediaId),
    variants: variantIds.map((variantId) => ({ variantId, mediaId: draft.variantImages[variantId] ?? null })),
  };
}

/** Photos whose alt text was edited (saved to the library: used everywhere the file is shown). */
export function changedAltTexts(draft: PhotosDraft): { mediaId: string; altText: string }[] {
  return draft.photos.filter((p) => p.draftAlt.trim() !== p.altText).map((p) => ({ mediaId: p.mediaId, altText: p.draftAlt.trim() }));
}
