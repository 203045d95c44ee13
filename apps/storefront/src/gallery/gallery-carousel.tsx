/**
 * The slideshow and slider designs (one component, two layouts). The slideshow shows one slide at a
 * time; the slider a strip of slides that scrolls. Both move with the arrows, the arrow keys (focus
 * inside the carousel), Home and End, a swipe, the thumbnail strip, and autoplay (paused on hover,
 * focus, pause and reduced motion); a click on a slide opens the lightbox when it is on.
 */
import { useCallback, useRef, useState, type TouchEvent } from 'react';
import { domId } from '../dom-id.ts';
import { GalleryFigure } from './gallery-figure.tsx';
import { galleryKeyAction, slideLabel, swipeStep } from './gallery-keys.ts';
import type { GalleryCarouselProps } from './gallery-types.ts';
import { LightboxDialog } from './lightbox-dialog.tsx';
import { useAutoplay } from './use-autoplay.ts';

/** The carousel of `design`. */
export function GalleryCarousel({ design, ...props }: GalleryCarouselProps & { design: 'slideshow' | 'slider' }) {
  const { galleryId, title, items, sizes, autoplaySeconds, controls, autoCrop, showMetaOnlyTitle, thumbnails, squareThumbs, lightbox, lightboxTheme, newWindow } = props;
  const [index, setIndex] = useState(0);
  const [lightboxAt, setLightboxAt] = useState<number | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = items.length;
  const trackId = domId('gallery', galleryId, 'slides');

  const go = useCallback(
    (next: number) => {
      const target = (next + count) % count;
      setIndex(target);
      // The slider scrolls its strip; the slideshow moves by transform.
      if (design === 'slider') {
        const slide = track.current?.children[target] as HTMLElement | undefined;
        const strip = track.current;
        if (slide && strip) strip.scrollTo({ left: slide.offsetLeft - strip.offsetLeft - (strip.clientWidth - slide.clientWidth) / 2 });
      }
    },
    [count, design],
  );
  const advance = useCallback(() => setIndex((i) => {
    const next = (i + 1) % count;
    if (design === 'slider') queueMicrotask(() => go(next));
    return next;
  }), [count, design, go]);
  const autoplay = useAutoplay(count > 1 ? autoplaySeconds : null, advance);
  if (count === 0) return null;

  return (
    <div
      className={`gallery-carousel gallery-carousel--${design}${controls ? ' gallery-carousel--controls' : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={title}
      onMouseEnter={() => autoplay.setHovered(true)}
      onMouseLeave={() => autoplay.setHovered(false)}
      onFocus={() => autoplay.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.setFocused(false);
      }}
      onKeyDown={(event) => {
        if (lightboxAt !== null) return;
        const action = galleryKeyAction(event.key, index, count);
        if (action?.kind === 'go') {
          event.preventDefault();
          go(action.index);
        }
      }}
    >
      <div className="gallery-carousel__viewport">
        {/* Slides are groups (APG carousel), not list items; the slider's scrolling track takes focus so keys can reach it. */}
        <div
          ref={track}
          id={trackId}
          className="gallery-carousel__track"
          tabIndex={design === 'slider' ? 0 : undefined}
          aria-live={autoplay.playing ? 'off' : 'polite'}
          style={design === 'slideshow' ? { transform: `translateX(-${index * 100}%)` } : undefined}
          onTouchStart={(event: TouchEvent) => {
            const t = event.touches[0];
            touch.current = t ? { x: t.clientX, y: t.clientY } : null;
          }}
          onTouchEnd={(event: TouchEvent) => {
            const t = event.changedTouches[0];
            if (design === 'slideshow' && touch.current && t) {
              const step = swipeStep(t.clientX - touch.current.x, t.clientY - touch.current.y);
              if (step) go(index + step);
            }
            touch.current = null;
          }}
        >
          {items.map((item, i) => {
            const hidden = design === 'slideshow' && i !== index;
            const figure = <GalleryFigure item={item} sizes={sizes} autoCrop={autoCrop} showMetaOnlyTitle={showMetaOnlyTitle} eager={i === 0} />;
            return (
              <div
                key={i}
                className={`gallery-carousel__slide${i === index ? ' gallery-carousel__slide--active' : ''}`}
                role="group"
                aria-roledescription="slide"
                aria-label={slideLabel(i, count)}
                aria-hidden={hidden || undefined}
                inert={hidden || undefined}
              >
                {lightbox ? (
                  <a
                    className="gallery__open"
                    href={item.assetUrl}
                    data-gallery-open={i}
                    onClick={(event) => {
                      event.preventDefault();
                      setIndex(i);
                      setLightboxAt(i);
                    }}
                  >
                    <span className="visually-hidden">Open image {i + 1} of {count} in the lightbox</span>
                    {figure}
                  </a>
                ) : item.link ? (
                  <a className="gallery__link" href={item.link} {...(newWindow ? { target: '_blank', rel: 'noopener' } : {})}>
                    {figure}
                  </a>
                ) : (
                  figure
                )}
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <>
            <button type="button" className="gallery-carousel__arrow gallery-carousel__arrow--previous" aria-controls={trackId} aria-label="Previous image" onClick={() => go(index - 1)}>
              ‹
            </button>
            <button type="button" className="gallery-carousel__arrow gallery-carousel__arrow--next" aria-controls={trackId} aria-label="Next image" onClick={() => go(index + 1)}>
              ›
            </button>
          </>
        )}
      </div>
      <div className="gallery-carousel__bar">
        <span className="gallery-carousel__counter" aria-hidden="true">
          {index + 1} / {count}
        </span>
        {autoplay.available && (
          <button type="button" className="gallery-carousel__pause" aria-pressed={autoplay.paused} onClick={autoplay.togglePaused}>
            {autoplay.paused ? 'Play slideshow' : 'Pause slideshow'}
          </button>
        )}
      </div>
      {thumbnails && count > 1 && (
        <ul className={`gallery-carousel__thumbs${squareThumbs ? ' gallery-carousel__thumbs--square' : ''}`} aria-label="Choose an image">
          {items.map((item, i) => (
            <li key={i}>
              <button type="button" className="gallery-carousel__thumb" aria-current={i === index} aria-label={slideLabel(i, count)} onClick={() => go(i)}>
                {item.isEmpty || item.isVideo ? <span className="gallery__empty" /> : <img src={item.srcset ? `${item.assetUrl}?format=300w` : item.src} alt="" width={item.width} height={item.height} loading="lazy" decoding="async" />}
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightboxAt !== null && (
        <LightboxDialog
          galleryId={galleryId}
          title={title}
          items={items}
          start={lightboxAt}
          theme={lightboxTheme}
          onClose={(at) => {
            setLightboxAt(null);
            go(at);
          }}
        />
      )}
    </div>
  );
}
