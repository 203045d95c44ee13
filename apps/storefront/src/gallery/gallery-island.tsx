/**
 * The gallery island (lazy: its chunk loads only on pages with a slideshow, a slider or a
 * lightbox). One registry entry for the three, so the product page's runtime stays in its budget:
 * `view` picks the slideshow, the slider, or the lightbox of a grid or stacked gallery.
 */
import { GalleryCarousel } from './gallery-carousel.tsx';
import { GalleryLightbox } from './gallery-lightbox.tsx';
import type { GalleryCarouselProps, GalleryLightboxProps } from './gallery-types.ts';

/** Props of {@link Gallery}. */
export type GalleryIslandProps = ({ view: 'slideshow' | 'slider' } & GalleryCarouselProps) | ({ view: 'lightbox' } & GalleryLightboxProps);

/** The island. */
export function Gallery(props: GalleryIslandProps) {
  if (props.view === 'lightbox') return <GalleryLightbox {...props} />;
  const { view, ...carousel } = props;
  return <GalleryCarousel design={view} {...carousel} />;
}
