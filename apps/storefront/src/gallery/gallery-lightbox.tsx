/**
 * The lightbox island of a grid or stacked gallery. The theme draws the gallery; each image is a
 * link to its file marked `data-gallery-open` (without JavaScript it opens the file). Hydrated,
 * this island opens those links in the lightbox instead. It renders nothing until opened.
 */
import { useEffect, useRef, useState } from 'react';
import { LightboxDialog } from './lightbox-dialog.tsx';
import type { GalleryLightboxProps } from './gallery-types.ts';

/** The island. */
export function GalleryLightbox({ galleryId, title, items, lightboxTheme }: GalleryLightboxProps) {
  const [open, setOpen] = useState<number | null>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const gallery = anchor.current?.closest('.gallery');
    if (!gallery) return;
    const onClick = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('[data-gallery-open]');
      if (!link || !gallery.contains(link)) return;
      const mouse = event as MouseEvent;
      // A modified click keeps its browser meaning (new tab, download).
      if (mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey || mouse.button > 0) return;
      event.preventDefault();
      setOpen(Number(link.getAttribute('data-gallery-open')) || 0);
    };
    gallery.addEventListener('click', onClick);
    return () => gallery.removeEventListener('click', onClick);
  }, []);
  return (
    <span ref={anchor} className="gallery-lightbox-anchor">
      {open !== null && <LightboxDialog galleryId={galleryId} title={title} items={items} start={open} theme={lightboxTheme} onClose={() => setOpen(null)} />}
    </span>
  );
}
