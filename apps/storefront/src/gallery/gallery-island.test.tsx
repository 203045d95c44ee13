import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gallery } from './gallery-island.tsx';
import { carouselProps, galleryItem } from './test-items.ts';

describe('Gallery island (server render)', () => {
  it('draws a slideshow as a labelled carousel: the first slide shown, the others hidden from screen readers and focus', () => {
    const html = renderToString(<Gallery view="slideshow" {...carouselProps(3)} />);
    expect(html).toContain('role="region" aria-roledescription="carousel" aria-label="Studio"');
    expect(html).toContain('aria-label="Image 1 of 3"');
    expect(html).toMatch(/aria-label="Image 2 of 3" aria-hidden="true" inert=""/);
    expect(html).toContain('aria-label="Previous image"');
    expect(html).toContain('aria-label="Next image"');
    expect(html).toContain('<span class="gallery__caption">Caption 1</span>');
    expect(html).toContain('width="2000" height="1500" alt="Photo 1" loading="eager"');
    expect(html).toContain('transform:translateX(-0%)');
  });

  it('offers pause with autoplay, a thumbnail strip with thumbnails, and lightbox links with the lightbox', () => {
    const html = renderToString(<Gallery view="slideshow" {...carouselProps(3, { autoplaySeconds: 4, thumbnails: true })} />);
    expect(html).toContain('aria-pressed="false">Pause slideshow</button>');
    expect(html).toContain('aria-label="Choose an image"');
    expect(html).toContain('data-gallery-open="2"');
    expect(renderToString(<Gallery view="slideshow" {...carouselProps(3, { lightbox: false })} />)).not.toContain('data-gallery-open');
  });

  it('draws a slider with every slide reachable, and links that open in a new window with newWindow', () => {
    const props = carouselProps(2, { lightbox: false, newWindow: true, items: [galleryItem(1, { link: '/shop' }), galleryItem(2)] });
    const html = renderToString(<Gallery view="slider" {...props} />);
    expect(html).toContain('gallery-carousel--slider');
    expect(html).not.toContain('inert');
    expect(html).toContain('<a class="gallery__link" href="/shop" target="_blank" rel="noopener">');
  });

  it('renders the lightbox closed (nothing but its anchor) until an image is opened', () => {
    expect(renderToString(<Gallery view="lightbox" galleryId="g1" title="Studio" items={[galleryItem(1)]} lightboxTheme="dark" />)).toBe('<span class="gallery-lightbox-anchor"></span>');
  });
});
