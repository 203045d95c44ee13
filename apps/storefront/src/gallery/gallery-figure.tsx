/** One gallery item's figure (image, video or placeholder, with its meta), as the theme's grid draws it. */
import type { GalleryIslandItem } from './gallery-types.ts';

/** Props of {@link GalleryFigure}. */
export interface GalleryFigureProps {
  item: GalleryIslandItem;
  sizes: string;
  autoCrop: boolean;
  showMetaOnlyTitle: boolean;
  /** Eager for the first slide (it is on screen at once), lazy otherwise. */
  eager?: boolean;
}

/** The figure. */
export function GalleryFigure({ item, sizes, autoCrop, showMetaOnlyTitle, eager = false }: GalleryFigureProps) {
  const media = item.isEmpty ? (
    <span className="gallery__empty" />
  ) : item.isVideo ? (
    <video className="gallery__video" src={item.assetUrl} width={item.width} height={item.height} controls preload="none" aria-label={item.altText || undefined} />
  ) : (
    <img
      className="gallery__image"
      src={item.src}
      srcSet={item.srcset || undefined}
      sizes={sizes}
      width={item.width}
      height={item.height}
      alt={item.altText}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ objectPosition: item.focal }}
    />
  );
  return (
    <figure className="gallery__figure">
      <span className="gallery__frame" style={{ aspectRatio: autoCrop ? 'var(--gallery-ratio)' : item.ratio }}>
        {media}
      </span>
      {item.hasMeta && (
        <figcaption className="gallery__meta">
          {item.title && <span className="gallery__title">{item.title}</span>}
          {!showMetaOnlyTitle && item.caption && <span className="gallery__caption">{item.caption}</span>}
        </figcaption>
      )}
    </figure>
  );
}
