import type { GallerySettingsJson } from '@plinth/api';

/** One item of a gallery, in its place: a library file (none for imageEmpty) with its meta. */
export interface GalleryItem {
  mediaId: string | null;
  mediaType: string;
  title: string;
  caption: string;
  link: string | null;
}

/** A stored gallery. */
export interface Gallery {
  id: string;
  websiteId: string;
  title: string;
  settings: GallerySettingsJson;
  items: GalleryItem[];
  createdAt: number;
  updatedAt: number;
}
