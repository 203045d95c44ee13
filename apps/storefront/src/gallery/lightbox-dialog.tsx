/**
 * The gallery lightbox: one image at a time, full size, in a modal dialog. Arrow keys and the
 * buttons move, Escape and the close button close, Tab stays inside, and focus goes back to what
 * opened it. The caption is the image's description, so screen readers read it with the image.
 */
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { domId } from '../dom-id.ts';
import { trapFocus } from '../lightbox-layout.ts';
import { galleryKeyAction, slideLabel, swipeStep } from './gallery-keys.ts';
import type { GalleryIslandItem } from './gallery-types.ts';

/** Props of {@link LightboxDialog}. */
export interface LightboxDialogProps {
  galleryId: string;
  title: string;
  items: GalleryIslandItem[];
  start: number;
  theme: 'dark' | 'light';
  onClose(index: number): void;
}

/** The dialog (rendered only while open). */
export function LightboxDialog({ galleryId, title, items, start, theme, onClose }: LightboxDialogProps) {
  const [index, setIndex] = useState(start);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const item = items[index] ?? items[0];
  const captionId = domId('gallery', galleryId, 'lightbox-caption');
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);
  if (!item) return null;
  const go = (next: number) => setIndex((next + items.length) % items.length);
  return (
    <div
      ref={dialog}
      className={`gallery-lightbox gallery-lightbox--${theme}`}
      role="dialog"
      aria-modal="true"
      aria-label={`${title}: ${slideLabel(index, items.length)}`}
      onKeyDown={(event) => {
        const action = galleryKeyAction(event.key, index, items.length, { canClose: true });
        if (action?.kind === 'close') {
          event.preventDefault();
          return onClose(index);
        }
        if (action?.kind === 'go') {
          event.preventDefault();
          return go(action.index);
        }
        if (dialog.current && trapFocus(dialog.current, event, document.activeElement)) event.preventDefault();
      }}
      onTouchStart={(event: TouchEvent) => {
        const t = event.touches[0];
        touch.current = t ? { x: t.clientX, y: t.clientY } : null;
      }}
      onTouchEnd={(event: TouchEvent) => {
        const t = event.changedTouches[0];
        if (touch.current && t) {
          const step = swipeStep(t.clientX - touch.current.x, t.clientY - touch.current.y);
          if (step) go(index + step);
        }
        touch.current = null;
      }}
    >
      <button type="button" ref={closeButton} className="gallery-lightbox__button gallery-lightbox__close" aria-label="Close" onClick={() => onClose(index)}>
        ×
      </button>
      {items.length > 1 && (
        <>
          <button type="button" className="gallery-lightbox__button gallery-lightbox__previous" aria-label="Previous image" onClick={() => go(index - 1)}>
            ‹
          </button>
          <button type="button" className="gallery-lightbox__button gallery-lightbox__next" aria-label="Next image" onClick={() => go(index + 1)}>
            ›
          </button>
        </>
      )}
      <figure className="gallery-lightbox__figure" aria-live="polite">
        {item.isVideo ? (
          <video className="gallery-lightbox__image" src={item.assetUrl} controls width={item.width} height={item.height} aria-describedby={captionId} />
        ) : (
          <img
            // A new element per image: the last one never lingers beside the next one's caption while it loads.
            key={index}
            className="gallery-lightbox__image"
            src={item.src}
            srcSet={item.srcset || undefined}
            sizes="100vw"
            width={item.width}
            height={item.height}
            alt={item.altText}
            aria-describedby={captionId}
          />
        )}
        <figcaption className="gallery-lightbox__caption" id={captionId}>
          <span className="visually-hidden">{slideLabel(index, items.length)}. </span>
          {item.title && <strong>{item.title}</strong>}
          {item.title && item.caption ? ' — ' : ''}
          {item.caption}
        </figcaption>
      </figure>
    </div>
  );
}
