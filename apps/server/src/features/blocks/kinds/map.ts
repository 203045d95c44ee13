import { mapUrl } from '../embeds.ts';
import type { BlockBuilder } from './block-builder.ts';

/** The address and a "View on map" link; a block with neither address nor coordinates is left out. */
export const mapBuilder: BlockBuilder<'map'> = {
  context(block) {
    const lines = [block.addressLine1, block.addressLine2, block.addressCountry].map((line) => line.trim()).filter(Boolean);
    const url = mapUrl({ lat: block.mapLat, lng: block.mapLng, zoom: block.zoom, address: lines.join(', ') });
    return url ? { lines, url, place: lines[0] ?? 'this place' } : null;
  },
};
