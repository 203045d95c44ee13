import { describe, expect, it } from 'vitest';
import { mapUrl, videoEmbed } from './embeds.ts';

describe('video addresses', () => {
  it('knows the ways people copy a YouTube or Vimeo address, and plays YouTube without its cookies', () => {
    const youtube = { provider: 'YouTube', watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1' };
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ']) {
      expect(videoEmbed(url), url).toEqual(youtube);
    }
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ provider: 'Vimeo', watchUrl: 'https://vimeo.com/76979871', embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' });
    expect(videoEmbed('https://player.vimeo.com/video/76979871')?.watchUrl).toBe('https://vimeo.com/76979871');
  });

  it('is null for any other address or a malformed id, so the block plays it as a file', () => {
    for (const url of ['https://cdn.plinth.example/a.mp4', 'https://www.youtube.com/watch?v=bad"id', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/channels/staff', '/media/a/v1/a.mp4', 'not a url', 'javascript:alert(1)']) {
      expect(videoEmbed(url), url).toBeNull();
    }
  });
});

describe('map links', () => {
  it('points OpenStreetMap at the coordinates with a marker, or searches for the address', () => {
    expect(mapUrl({ lat: 53.00271234567, lng: -2.1794, zoom: 15, address: 'x' })).toBe('https://www.openstreetmap.org/?mlat=53.002712&mlon=-2.1794#map=15/53.002712/-2.1794');
    expect(mapUrl({ lat: null, lng: null, zoom: 14, address: '1 Kiln Lane, Bath & Wells' })).toBe('https://www.openstreetmap.org/search?query=1%20Kiln%20Lane%2C%20Bath%20%26%20Wells');
    expect(mapUrl({ lat: 10, lng: null, zoom: 14, address: ' ' })).toBeNull();
  });
});
