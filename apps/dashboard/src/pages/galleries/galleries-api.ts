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

const BASE = '/api/owner/galleries';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** `GET /api/owner/galleries`. */
export async function listGalleries(api: ApiClient): Promise<GallerySummary[]> {
  return (await api.get<{ galleries: GallerySummary[] }>(BASE)).galleries;
}

/** `GET /api/owner/galleries/:id`. */
export async function getGallery(api: ApiClient, id: string): Promise<GalleryJson> {
  return (await api.get<{ gallery: GalleryJson }>(one(id))).gallery;
}

/** `POST /api/owner/galleries`. */
export async function createGallery(api: ApiClient, body: GalleryBody): Promise<GalleryJson> {
  return (await api.send<{ gallery: GalleryJson }>('POST', BASE, body)).gallery;
}

/** `PUT /api/owner/galleries/:id`: the whole gallery (title, settings, items in order). */
export async function saveGallery(api: ApiClient, id: string, body: GalleryBody): Promise<GalleryJson> {
  return (await api.send<{ gallery: GalleryJson }>('PUT', one(id), body)).gallery;
}

/** `DELETE /api/owner/galleries/:id`. */
export async function deleteGallery(api: ApiClient, id: string): Promise<void> {
  await api.send('DELETE', one(id));
}

/** `POST /api/owner/galleries/preview`: the unsaved gallery drawn as a page would. */
export function previewGallery(api: ApiClient, body: GalleryBody): Promise<{ html: string; css: string }> {
  return api.send<{ html: string; css: string }>('POST', `${BASE}/preview`, body);
}
