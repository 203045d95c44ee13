/**
 * The galleries calls (contract: @plinth/api `galleriesRoutes`, docs/galleries-api.md), in one
 * place so the views stay about views.
 */
import type { galleryInput, galleryJson, gallerySummary } from '@plinth/api';
import type { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';

export type GalleryJson = z.infer<typeof galleryJson>;
export type GallerySummary = z.infer<typeof gallerySummary>;
export type GalleryItemJson = GalleryJson['items'][number];
/** What a create, a change or a preview sends. */
export type GalleryBody = z.input<typeof galleryInput>;


/** `listGalleries`. */
export async function listGalleries(api: ApiClient): Promise<GallerySummary[]> {
  return (await api.call('listGalleries')).galleries;
}

/** `getGallery`. */
export async function getGallery(api: ApiClient, id: string): Promise<GalleryJson> {
  return (await api.call('getGallery', { params: { id } })).gallery;
}

/** `createGallery`. */
export async function createGallery(api: ApiClient, body: GalleryBody): Promise<GalleryJson> {
  return (await api.call('createGallery', { body })).gallery;
}

/** `updateGallery`: the whole gallery (title, settings, items in order). */
export async function saveGallery(api: ApiClient, id: string, body: GalleryBody): Promise<GalleryJson> {
  return (await api.call('updateGallery', { params: { id }, body })).gallery;
}

/** `deleteGallery`. */
export async function deleteGallery(api: ApiClient, id: string): Promise<void> {
  await api.call('deleteGallery', { params: { id } });
}

/** `previewGallery`: the unsaved gallery drawn as a page would. */
export function previewGallery(api: ApiClient, body: GalleryBody): Promise<{ html: string; css: string }> {
  return api.call('previewGallery', { body });
}
