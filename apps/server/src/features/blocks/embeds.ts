/*
 * Addresses of things hosted elsewhere, made without asking anyone: a video on YouTube or Vimeo
 * becomes a click-to-load facade (the player is fetched only when the visitor asks for it), and a
 * map is a link to OpenStreetMap (no embed, no request before a click).
 */

/** A video on a sharing service: its watch page and the player the facade loads on click. */
export interface VideoEmbed {
  provider: 'YouTube' | 'Vimeo';
  watchUrl: string;
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The YouTube or Vimeo video an address names, or null for any other address.
 * @example videoEmbed('https://youtu.be/dQw4w9WgXcQ')?.embedUrl // 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1'
 */
export function videoEmbed(address: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(?:www\.|m\.)/, '');
  const path = url.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = path[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube = path[0] === 'watch' ? (url.searchParams.get('v') ?? undefined) : ['embed', 'shorts', 'live', 'v'].includes(path[0] ?? '') ? path[1] : undefined;
  }
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return { provider: 'YouTube', watchUrl: `https://www.youtube.com/watch?v=${youtube}`, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1` };
  }
  const vimeo = host === 'vimeo.com' ? path[0] : host === 'player.vimeo.com' && path[0] === 'video' ? path[1] : undefined;
  if (vimeo && VIMEO_ID.test(vimeo)) {
    return { provider: 'Vimeo', watchUrl: `https://vimeo.com/${vimeo}`, embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  }
  return null;
}

/**
 * The OpenStreetMap page of a place: at its coordinates with a marker when it has them, else a
 * search for its address; null when it has neither.
 * @example mapUrl({ lat: 51.5, lng: -0.12, zoom: 14, address: '' }) // 'https://www.openstreetmap.org/?mlat=51.5&mlon=-0.12#map=14/51.5/-0.12'
 */
export function mapUrl(place: { lat: number | null; lng: number | null; zoom: number; address: string }): string | null {
  if (place.lat !== null && place.lng !== null && Number.isFinite(place.lat) && Number.isFinite(place.lng)) {
    const [lat, lng] = [Number(place.lat.toFixed(6)), Number(place.lng.toFixed(6))];
    const zoom = Math.min(20, Math.max(1, Math.round(place.zoom)));
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
  }
  const address = place.address.trim();
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}
